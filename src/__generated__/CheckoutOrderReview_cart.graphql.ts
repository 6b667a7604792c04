/**
 * @generated SignedSource<<d2c100ed1f311441d06aedc2aadc8d7a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CheckoutOrderReview_cart$data = {
  readonly contents: {
    readonly nodes: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"CartLine_item">;
    }>;
  } | null | undefined;
  readonly discountTotal: string | null | undefined;
  readonly isUpdating: boolean | null | undefined;
  readonly shippingTotal: string | null | undefined;
  readonly subtotal: string | null | undefined;
  readonly total: string | null | undefined;
  readonly totalTax: string | null | undefined;
  readonly " $fragmentType": "CheckoutOrderReview_cart";
};
export type CheckoutOrderReview_cart$key = {
  readonly " $data"?: CheckoutOrderReview_cart$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckoutOrderReview_cart">;
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
  "name": "CheckoutOrderReview_cart",
  "selections": [
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
      "name": "shippingTotal",
      "storageKey": "shippingTotal(format:\"RAW\")"
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
      "name": "totalTax",
      "storageKey": "totalTax(format:\"RAW\")"
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
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
      "concreteType": "CartToCartItemConnection",
      "kind": "LinkedField",
      "name": "contents",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": null,
          "kind": "LinkedField",
          "name": "nodes",
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
              "args": null,
              "kind": "FragmentSpread",
              "name": "CartLine_item"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "contents(first:100)"
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

(node as any).hash = "5aa297d55e9d6654c1486404a465968d";

export default node;
