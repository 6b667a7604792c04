/**
 * @generated SignedSource<<6dbb0d93a5a51f888af10b82337cba46>>
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
      readonly key: string;
      readonly " $fragmentSpreads": FragmentRefs<"CartLine_item">;
    }>;
  } | null | undefined;
  readonly displayPricesIncludeTax: boolean | null | undefined;
  readonly isEmpty: boolean | null | undefined;
  readonly isUpdating: boolean | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"CartTotals_cart">;
  readonly " $fragmentType": "CartContents_cart";
};
export type CartContents_cart$key = {
  readonly " $data"?: CartContents_cart$data;
  readonly " $fragmentSpreads": FragmentRefs<"CartContents_cart">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "name": "CartContents_cart",
  "selections": [
    {
      "kind": "ScalarField",
      "name": "isEmpty"
    },
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

(node as any).hash = "46de88ea01082943003081522b2cc7c5";

export default node;
