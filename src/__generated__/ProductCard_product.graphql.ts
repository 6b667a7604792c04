/**
 * @generated SignedSource<<d3dca706b7178973003e27d74fc625aa>>
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
  readonly " $fragmentSpreads": FragmentRefs<"ProductPrice_tax">;
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
  "name": "ProductCard_product",
  "selections": [
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
      "name": "onSale"
    },
    {
      "kind": "ScalarField",
      "name": "averageRating"
    },
    {
      "kind": "ScalarField",
      "name": "reviewCount"
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
              "value": "WOOCOMMERCE_THUMBNAIL"
            }
          ],
          "kind": "ScalarField",
          "name": "sourceUrl",
          "storageKey": "sourceUrl(size:\"WOOCOMMERCE_THUMBNAIL\")"
        },
        {
          "kind": "ScalarField",
          "name": "altText"
        }
      ]
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "args": (v0/*:: as any*/),
          "kind": "ScalarField",
          "name": "price",
          "storageKey": "price(format:\"RAW\")"
        },
        {
          "args": (v0/*:: as any*/),
          "kind": "ScalarField",
          "name": "regularPrice",
          "storageKey": "regularPrice(format:\"RAW\")"
        }
      ],
      "type": "ProductWithPricing",
      "abstractKey": "__isProductWithPricing"
    },
    {
      "kind": "FragmentSpread",
      "name": "ProductPrice_tax"
    }
  ],
  "type": "Product",
  "abstractKey": "__isProduct"
};
})();

(node as any).hash = "c42c9667e8150aff684146217c8ecc4b";

export default node;
