/**
 * @generated SignedSource<<80bfc0a74f672cf2f9fb2b7725f9d4ba>>
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useAddToCartMutation_product",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
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
              "alias": null,
              "args": null,
              "concreteType": null,
              "kind": "LinkedField",
              "name": "nodes",
              "plural": true,
              "selections": [
                (v0/*:: as any*/),
                (v1/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": "variations(first:100)"
        }
      ],
      "type": "VariableProduct",
      "abstractKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
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
      ],
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": "__isProduct"
};
})();

(node as any).hash = "7db68ab2e1f5a7e5434497468c8876a1";

export default node;
