/**
 * @generated SignedSource<<5bfcb542b7939752d05e900ff0120984>>
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
  "name": "CartTotals_cart",
  "selections": [
    {
      "kind": "ScalarField",
      "name": "displayPricesIncludeTax"
    },
    {
      "kind": "ScalarField",
      "name": "needsShippingAddress"
    },
    {
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "subtotal",
      "storageKey": "subtotal(format:\"RAW\")"
    },
    {
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "subtotalTax",
      "storageKey": "subtotalTax(format:\"RAW\")"
    },
    {
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "shippingTotal",
      "storageKey": "shippingTotal(format:\"RAW\")"
    },
    {
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "shippingTax",
      "storageKey": "shippingTax(format:\"RAW\")"
    },
    {
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "discountTotal",
      "storageKey": "discountTotal(format:\"RAW\")"
    },
    {
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "discountTax",
      "storageKey": "discountTax(format:\"RAW\")"
    },
    {
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "total",
      "storageKey": "total(format:\"RAW\")"
    },
    {
      "concreteType": "CartTax",
      "kind": "LinkedField",
      "name": "totalTaxes",
      "plural": true,
      "selections": [
        {
          "kind": "ScalarField",
          "name": "id"
        },
        {
          "kind": "ScalarField",
          "name": "label"
        },
        {
          "args": (v0/*:: as any*/),
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": "amount(format:\"RAW\")"
        }
      ]
    },
    {
      "kind": "ClientExtension",
      "selections": [
        {
          "kind": "ScalarField",
          "name": "isUpdating"
        }
      ]
    }
  ],
  "type": "Cart"
};
})();

(node as any).hash = "218d9fbbf82df23ef4432e5f64d3a2dd";

export default node;
