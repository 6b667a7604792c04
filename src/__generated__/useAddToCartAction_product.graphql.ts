/**
 * @generated SignedSource<<f4b7469579e755180eb1e1904e0a55cb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useAddToCartAction_product$data = {
  readonly " $fragmentSpreads": FragmentRefs<"useAddToCartMutation_product">;
  readonly " $fragmentType": "useAddToCartAction_product";
};
export type useAddToCartAction_product$key = {
  readonly " $data"?: useAddToCartAction_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"useAddToCartAction_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "name": "useAddToCartAction_product",
  "selections": [
    {
      "kind": "FragmentSpread",
      "name": "useAddToCartMutation_product"
    }
  ],
  "type": "Product",
  "abstractKey": "__isProduct"
};

(node as any).hash = "8c0fbc3bcef9263627e8f5e1b3512b07";

export default node;
