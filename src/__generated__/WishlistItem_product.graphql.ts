/**
 * @generated SignedSource<<538a12a4528b603103635e6ed7ff721d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProductTypesEnum = "EXTERNAL" | "GROUPED" | "SIMPLE" | "VARIABLE" | "VARIATION" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WishlistItem_product$data = {
  readonly databaseId: number;
  readonly image: {
    readonly sourceUrl: string | null | undefined;
  } | null | undefined;
  readonly name: string | null | undefined;
  readonly slug: string | null | undefined;
  readonly type: ProductTypesEnum | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"useAddToCartMutation_product">;
  readonly " $fragmentType": "WishlistItem_product";
};
export type WishlistItem_product$key = {
  readonly " $data"?: WishlistItem_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"WishlistItem_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "name": "WishlistItem_product",
  "selections": [
    {
      "kind": "ScalarField",
      "name": "databaseId"
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
      "kind": "ScalarField",
      "name": "type"
    },
    {
      "concreteType": "MediaItem",
      "kind": "LinkedField",
      "name": "image",
      "plural": false,
      "selections": [
        {
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
    },
    {
      "kind": "FragmentSpread",
      "name": "useAddToCartMutation_product"
    }
  ],
  "type": "Product",
  "abstractKey": "__isProduct"
};

(node as any).hash = "4e93f91eee9224d444a4ca6e705bbf77";

export default node;
