/**
 * @generated SignedSource<<9e64ddacc6520200ca2176352bdc01dc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useAddToCartMutation_product$data = {
  readonly databaseId: number;
  readonly id: string;
  readonly image: {
    readonly thumbnailUrl: string | null | undefined;
  } | null | undefined;
  readonly name: string | null | undefined;
  readonly slug: string | null | undefined;
  readonly variations?: {
    readonly nodes: ReadonlyArray<{
      readonly databaseId: number;
      readonly id: string;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "useAddToCartMutation_product";
};
export type useAddToCartMutation_product$key = {
  readonly " $data"?: useAddToCartMutation_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"useAddToCartMutation_product">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "ScalarField",
  "name": "id"
},
v1 = {
  "kind": "ScalarField",
  "name": "databaseId"
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "name": "useAddToCartMutation_product",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "args": [
            {
              "kind": "Literal",
              "name": "first",
              "value": 100
            }
          ],
          "concreteType": "ProductWithVariationsToProductVariationConnection",
          "kind": "LinkedField",
          "name": "variations",
          "plural": false,
          "selections": [
            {
              "kind": "LinkedField",
              "name": "nodes",
              "plural": true,
              "selections": [
                (v0/*:: as any*/),
                (v1/*:: as any*/)
              ]
            }
          ],
          "storageKey": "variations(first:100)"
        }
      ],
      "type": "VariableProduct"
    },
    {
      "kind": "ScalarField",
      "name": "name"
    },
    {
      "kind": "ScalarField",
      "name": "slug"
    },
    {
      "concreteType": "MediaItem",
      "kind": "LinkedField",
      "name": "image",
      "plural": false,
      "selections": [
        {
          "alias": "thumbnailUrl",
          "args": [
            {
              "kind": "Literal",
              "name": "size",
              "value": "THUMBNAIL"
            }
          ],
          "kind": "ScalarField",
          "name": "sourceUrl",
          "storageKey": "sourceUrl(size:\"THUMBNAIL\")"
        }
      ]
    }
  ],
  "type": "Product",
  "abstractKey": "__isProduct"
};
})();

(node as any).hash = "7db68ab2e1f5a7e5434497468c8876a1";

export default node;
