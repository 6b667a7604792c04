/**
 * @generated SignedSource<<b05175e44a24be4553fd4b92f8a55328>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CategoryHeader_category$data = {
  readonly description: string | null | undefined;
  readonly name: string | null | undefined;
  readonly " $fragmentType": "CategoryHeader_category";
};
export type CategoryHeader_category$key = {
  readonly " $data"?: CategoryHeader_category$data;
  readonly " $fragmentSpreads": FragmentRefs<"CategoryHeader_category">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "name": "CategoryHeader_category",
  "selections": [
    {
      "kind": "ScalarField",
      "name": "name"
    },
    {
      "kind": "ScalarField",
      "name": "description"
    }
  ],
  "type": "ProductCategory"
};

(node as any).hash = "3ff6a4100ec7d9c69437b555a21f14b9";

export default node;
