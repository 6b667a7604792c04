/**
 * @generated SignedSource<<f2b3b11fc3e0f379c7473f707ba225a4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useUpdateItemQuantitiesMutation_item$data = {
  readonly key: string;
  readonly " $fragmentType": "useUpdateItemQuantitiesMutation_item";
};
export type useUpdateItemQuantitiesMutation_item$key = {
  readonly " $data"?: useUpdateItemQuantitiesMutation_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"useUpdateItemQuantitiesMutation_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "name": "useUpdateItemQuantitiesMutation_item",
  "selections": [
    {
      "kind": "ScalarField",
      "name": "key"
    }
  ],
  "type": "CartItem",
  "abstractKey": "__isCartItem"
};

(node as any).hash = "ea6a8bcf9a03dabfebad47fa5ce5729e";

export default node;
