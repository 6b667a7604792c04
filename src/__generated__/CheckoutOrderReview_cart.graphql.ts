/**
 * @generated SignedSource<<4ea784e64b533092579f1902ea265989>>
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
  "metadata": null,
  "name": "CheckoutOrderReview_cart",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "displayPricesIncludeTax",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CartTotals_cart"
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
              "name": "key",
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
    }
  ],
  "type": "Cart",
  "abstractKey": null
};

(node as any).hash = "a73da32a9445c08526b50c8008741854";

export default node;
