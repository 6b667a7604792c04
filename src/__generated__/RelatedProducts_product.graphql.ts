/**
 * @generated SignedSource<<9eba9a982255c9a08ce580097120f9de>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RelatedProducts_product$data = {
  readonly related: {
    readonly nodes: ReadonlyArray<{
      readonly id: string;
      readonly product: {
        readonly " $fragmentSpreads": FragmentRefs<"ProductCard_product">;
      } | null | undefined;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "RelatedProducts_product";
};
export type RelatedProducts_product$key = {
  readonly " $data"?: RelatedProducts_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"RelatedProducts_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "name": "RelatedProducts_product",
  "selections": [
    {
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 5
        }
      ],
      "concreteType": "ProductToProductUnionConnection",
      "kind": "LinkedField",
      "name": "related",
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
                    "name": "ProductCard_product"
                  }
                ],
                "type": "Product",
                "abstractKey": "__isProduct"
              },
              "kind": "AliasedInlineFragmentSpread",
              "name": "product"
            }
          ]
        }
      ],
      "storageKey": "related(first:5)"
    }
  ],
  "type": "Product",
  "abstractKey": "__isProduct"
};

(node as any).hash = "063f99205cd13c1a18b096767887997b";

export default node;
