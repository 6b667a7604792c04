/**
 * @generated SignedSource<<f754d9e9cceb5bf9b07598f2c66aa10c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CartContents_cart$data = {
  readonly contents: {
    readonly nodes: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"CartLine_item">;
    }>;
  } | null | undefined;
  readonly discountTotal: string | null | undefined;
  readonly isEmpty: boolean | null | undefined;
  readonly isUpdating: boolean | null | undefined;
  readonly shippingTotal: string | null | undefined;
  readonly subtotal: string | null | undefined;
  readonly total: string | null | undefined;
  readonly " $fragmentType": "CartContents_cart";
};
export type CartContents_cart$key = {
  readonly " $data"?: CartContents_cart$data;
  readonly " $fragmentSpreads": FragmentRefs<"CartContents_cart">;
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
  "name": "CartContents_cart",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isEmpty",
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

(node as any).hash = "2196239ee9c23bc7b0b1b34bf76363e5";

export default node;
