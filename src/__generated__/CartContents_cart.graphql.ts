/**
 * @generated SignedSource<<76f74e911cdc41f55205baa8b3397334>>
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

(node as any).hash = "46de88ea01082943003081522b2cc7c5";

export default node;
