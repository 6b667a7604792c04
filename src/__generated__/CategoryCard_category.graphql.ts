/**
 * @generated SignedSource<<bb334775cb9f8ec0edbfcd9bdfcfcb7e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CategoryCard_category$data = {
  readonly count: number | null | undefined;
  readonly image: {
    readonly sourceUrl: string | null | undefined;
  } | null | undefined;
  readonly name: string | null | undefined;
  readonly slug: string | null | undefined;
  readonly " $fragmentType": "CategoryCard_category";
};
export type CategoryCard_category$key = {
  readonly " $data"?: CategoryCard_category$data;
  readonly " $fragmentSpreads": FragmentRefs<"CategoryCard_category">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "name": "CategoryCard_category",
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
      "name": "count"
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
              "value": "MEDIUM_LARGE"
            }
          ],
          "kind": "ScalarField",
          "name": "sourceUrl",
          "storageKey": "sourceUrl(size:\"MEDIUM_LARGE\")"
        }
      ]
    }
  ],
  "type": "ProductCategory"
};

(node as any).hash = "3ba7808f19bbbf044bc701fb893d5e3e";

export default node;
