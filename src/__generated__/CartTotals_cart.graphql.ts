/**
 * @generated SignedSource<<2d2897139cd11fd92a297966c9e83418>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CartTotals_cart$data = {
  readonly discountTax: string | null | undefined;
  readonly discountTotal: string | null | undefined;
  readonly displayPricesIncludeTax: boolean | null | undefined;
  readonly isUpdating: boolean | null | undefined;
  readonly needsShippingAddress: boolean | null | undefined;
  readonly shippingTax: string | null | undefined;
  readonly shippingTotal: string | null | undefined;
  readonly subtotal: string | null | undefined;
  readonly subtotalTax: string | null | undefined;
  readonly total: string | null | undefined;
  readonly totalTaxes: ReadonlyArray<{
    readonly amount: string | null | undefined;
    readonly id: string;
    readonly label: string;
  } | null | undefined> | null | undefined;
  readonly " $fragmentType": "CartTotals_cart";
};
export type CartTotals_cart$key = {
  readonly " $data"?: CartTotals_cart$data;
  readonly " $fragmentSpreads": FragmentRefs<"CartTotals_cart">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "format",
    "value": "RAW"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CartTotals_cart",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "displayPricesIncludeTax",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "needsShippingAddress",
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "subtotal",
      "storageKey": "subtotal(format:\"RAW\")"
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "subtotalTax",
      "storageKey": "subtotalTax(format:\"RAW\")"
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "shippingTotal",
      "storageKey": "shippingTotal(format:\"RAW\")"
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "shippingTax",
      "storageKey": "shippingTax(format:\"RAW\")"
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "discountTotal",
      "storageKey": "discountTotal(format:\"RAW\")"
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "discountTax",
      "storageKey": "discountTax(format:\"RAW\")"
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "total",
      "storageKey": "total(format:\"RAW\")"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CartTax",
      "kind": "LinkedField",
      "name": "totalTaxes",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        {
          "alias": null,
          "args": (v0/*:: as any*/),
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": "amount(format:\"RAW\")"
        }
      ],
      "storageKey": null
    },
    {
      "kind": "ClientExtension",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isUpdating",
          "storageKey": null
        }
      ]
    }
  ],
  "type": "Cart",
  "abstractKey": null
};
})();

(node as any).hash = "218d9fbbf82df23ef4432e5f64d3a2dd";

export default node;
