/**
 * @generated SignedSource<<d8418f556aa8ae434a44dd7849c0dde0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductCard_product$data = {
  readonly averageRating: number | null | undefined;
  readonly image: {
    readonly altText: string | null | undefined;
    readonly sourceUrl: string | null | undefined;
  } | null | undefined;
  readonly name: string | null | undefined;
  readonly onSale: boolean | null | undefined;
  readonly price?: string | null | undefined;
  readonly regularPrice?: string | null | undefined;
  readonly reviewCount: number | null | undefined;
  readonly slug: string | null | undefined;
  readonly " $fragmentType": "ProductCard_product";
};
export type ProductCard_product$key = {
  readonly " $data"?: ProductCard_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductCard_product">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "format",
    "value": "RAW"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductCard_product",
  "selections": [
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
      "kind": "ScalarField",
      "name": "onSale",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "averageRating",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reviewCount",
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
          "alias": null,
          "args": [
            {
              "kind": "Literal",
              "name": "size",
              "value": "WOOCOMMERCE_THUMBNAIL"
            }
          ],
          "kind": "ScalarField",
          "name": "sourceUrl",
          "storageKey": "sourceUrl(size:\"WOOCOMMERCE_THUMBNAIL\")"
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "altText",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": (v0/*:: as any*/),
          "kind": "ScalarField",
          "name": "price",
          "storageKey": "price(format:\"RAW\")"
        },
        {
          "alias": null,
          "args": (v0/*:: as any*/),
          "kind": "ScalarField",
          "name": "regularPrice",
          "storageKey": "regularPrice(format:\"RAW\")"
        }
      ],
      "type": "ProductWithPricing",
      "abstractKey": "__isProductWithPricing"
    }
  ],
  "type": "Product",
  "abstractKey": "__isProduct"
};
})();

(node as any).hash = "9494ad4b07981dab0f26cdbd1c6ec366";

export default node;
