/**
 * @generated SignedSource<<18d3903fcc824f57e744ed7f050095a3>>
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
  "metadata": null,
  "name": "CategoryCard_category",
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
      "name": "count",
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
              "value": "MEDIUM_LARGE"
            }
          ],
          "kind": "ScalarField",
          "name": "sourceUrl",
          "storageKey": "sourceUrl(size:\"MEDIUM_LARGE\")"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ProductCategory",
  "abstractKey": null
};

(node as any).hash = "3ba7808f19bbbf044bc701fb893d5e3e";

export default node;
