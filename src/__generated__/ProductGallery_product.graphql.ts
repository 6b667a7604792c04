/**
 * @generated SignedSource<<7f26202672d2200256393356c719d388>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductGallery_product$data = {
  readonly galleryImages: {
    readonly nodes: ReadonlyArray<{
      readonly altText: string | null | undefined;
      readonly sourceUrl: string | null | undefined;
    }>;
  } | null | undefined;
  readonly image: {
    readonly altText: string | null | undefined;
    readonly sourceUrl: string | null | undefined;
  } | null | undefined;
  readonly name: string | null | undefined;
  readonly " $fragmentType": "ProductGallery_product";
};
export type ProductGallery_product$key = {
  readonly " $data"?: ProductGallery_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductGallery_product">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "args": [
      {
        "kind": "Literal",
        "name": "size",
        "value": "LARGE"
      }
    ],
    "kind": "ScalarField",
    "name": "sourceUrl",
    "storageKey": "sourceUrl(size:\"LARGE\")"
  },
  {
    "kind": "ScalarField",
    "name": "altText"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "name": "ProductGallery_product",
  "selections": [
    {
      "kind": "ScalarField",
      "name": "name"
    },
    {
      "concreteType": "MediaItem",
      "kind": "LinkedField",
      "name": "image",
      "plural": false,
      "selections": (v0/*:: as any*/)
    },
    {
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 20
        }
      ],
      "concreteType": "ProductToMediaItemConnection",
      "kind": "LinkedField",
      "name": "galleryImages",
      "plural": false,
      "selections": [
        {
          "concreteType": "MediaItem",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": (v0/*:: as any*/)
        }
      ],
      "storageKey": "galleryImages(first:20)"
    }
  ],
  "type": "Product",
  "abstractKey": "__isProduct"
};
})();

(node as any).hash = "0625d79d35f968495b14f8382be6b293";

export default node;
