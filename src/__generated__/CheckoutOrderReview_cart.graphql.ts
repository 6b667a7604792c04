/**
 * @generated SignedSource<<6a3bb81a268acedac468338ab87555a3>>
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
      readonly key: string;
      readonly " $fragmentSpreads": FragmentRefs<"CartLine_item">;
    }>;
  } | null | undefined;
  readonly displayPricesIncludeTax: boolean | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"CartTotals_cart">;
  readonly " $fragmentType": "CheckoutOrderReview_cart";
};
export type CheckoutOrderReview_cart$key = {
  readonly " $data"?: CheckoutOrderReview_cart$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckoutOrderReview_cart">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "name": "CheckoutOrderReview_cart",
  "selections": [
    {
      "kind": "ScalarField",
      "name": "displayPricesIncludeTax"
    },
    {
      "kind": "FragmentSpread",
      "name": "CartTotals_cart"
    },
    {
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
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            {
              "kind": "ScalarField",
              "name": "key"
            },
            {
              "kind": "FragmentSpread",
              "name": "CartLine_item"
            }
          ]
        }
      ],
      "storageKey": "contents(first:100)"
    }
  ],
  "type": "Cart"
};

(node as any).hash = "a73da32a9445c08526b50c8008741854";

export default node;
