/**
 * @generated SignedSource<<05f82e4aa9d8e3014e1d776770bed876>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CartLine_product$data = {
  readonly databaseId: number;
  readonly image: {
    readonly thumbnailUrl: string | null | undefined;
  } | null | undefined;
  readonly name: string | null | undefined;
  readonly slug: string | null | undefined;
  readonly " $fragmentType": "CartLine_product";
};
export type CartLine_product$key = {
  readonly " $data"?: CartLine_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"CartLine_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "name": "CartLine_product",
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

(node as any).hash = "5de1f787e90e63dfc13066d90fa373fd";

export default node;
