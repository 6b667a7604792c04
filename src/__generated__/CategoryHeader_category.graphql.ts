/**
 * @generated SignedSource<<1de1050a9df9f90c48999909bc54510a>>
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
  "metadata": null,
  "name": "CategoryHeader_category",
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
      "name": "description",
      "storageKey": null
    }
  ],
  "type": "ProductCategory",
  "abstractKey": null
};

(node as any).hash = "3ff6a4100ec7d9c69437b555a21f14b9";

export default node;
