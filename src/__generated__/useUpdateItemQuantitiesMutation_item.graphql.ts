/**
 * @generated SignedSource<<caa3b0cd77cc6b1e786770912270036c>>
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
  "metadata": null,
  "name": "useUpdateItemQuantitiesMutation_item",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "key",
      "storageKey": null
    }
  ],
  "type": "CartItem",
  "abstractKey": "__isCartItem"
};

(node as any).hash = "ea6a8bcf9a03dabfebad47fa5ce5729e";

export default node;
