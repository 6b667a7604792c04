/**
 * @generated SignedSource<<3ea13d2a8828cdb2f5361785960e90ca>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useUpdateItemQuantitiesMutation_item$data = {
  readonly id: string;
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
      "name": "id",
      "storageKey": null
    },
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

(node as any).hash = "b805c059e325e8a5b8337ec2ee3bd945";

export default node;
