/**
 * @generated SignedSource<<938bc62196aef75ea286af888e170a08>>
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
  "name": "ProductFilterStats_categories",
  "selections": [
    {
      "concreteType": "ProductCategory",
      "kind": "LinkedField",
      "name": "nodes",
      "plural": true,
      "selections": [
        {
          "kind": "ScalarField",
          "name": "slug"
        },
        {
          "kind": "ScalarField",
          "name": "name"
        }
      ]
    }
  ],
  "type": "RootQueryToProductCategoryConnection"
};

(node as any).hash = "c827a28f4a75c79528768e44e1eba2a0";

export default node;
