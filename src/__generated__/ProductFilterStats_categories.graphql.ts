/**
 * @generated SignedSource<<945049655a2249e8d8df34637a8b8d1c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductFilterStats_categories$data = {
  readonly nodes: ReadonlyArray<{
    readonly name: string | null | undefined;
    readonly slug: string | null | undefined;
  }>;
  readonly " $fragmentType": "ProductFilterStats_categories";
};
export type ProductFilterStats_categories$key = {
  readonly " $data"?: ProductFilterStats_categories$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductFilterStats_categories">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductFilterStats_categories",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ProductCategory",
      "kind": "LinkedField",
      "name": "nodes",
      "plural": true,
      "selections": [
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
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "RootQueryToProductCategoryConnection",
  "abstractKey": null
};

(node as any).hash = "c827a28f4a75c79528768e44e1eba2a0";

export default node;
