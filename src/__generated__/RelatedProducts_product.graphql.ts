/**
 * @generated SignedSource<<522d077978937523be595cbf1d40fb91>>
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
  "metadata": null,
  "name": "RelatedProducts_product",
  "selections": [
    {
      "alias": null,
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
              "fragment": {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "args": null,
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
          ],
          "storageKey": null
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
