/**
 * @generated SignedSource<<dd706361feb05ba80aed583da68184ec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GroupedProductForm_product$data = {
  readonly products: {
    readonly nodes: ReadonlyArray<{
      readonly child: {
        readonly " $fragmentSpreads": FragmentRefs<"GroupedProductChild_product">;
      } | null | undefined;
      readonly id: string;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "GroupedProductForm_product";
};
export type GroupedProductForm_product$key = {
  readonly " $data"?: GroupedProductForm_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"GroupedProductForm_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "name": "GroupedProductForm_product",
  "selections": [
    {
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 20
        }
      ],
      "concreteType": "GroupProductToProductUnionConnection",
      "kind": "LinkedField",
      "name": "products",
      "plural": false,
      "selections": [
        {
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            {
              "kind": "ScalarField",
              "name": "id"
            },
            {
              "fragment": {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "kind": "FragmentSpread",
                    "name": "GroupedProductChild_product"
                  }
                ],
                "type": "Product",
                "abstractKey": "__isProduct"
              },
              "kind": "AliasedInlineFragmentSpread",
              "name": "child"
            }
          ]
        }
      ],
      "storageKey": "products(first:20)"
    }
  ],
  "type": "GroupProduct"
};

(node as any).hash = "ab6fd66fceec7e03472bb1b9714589a5";

export default node;
