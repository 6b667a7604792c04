/**
 * @generated SignedSource<<d8e5fc855b7de892a8f222bc62011502>>
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
  "metadata": null,
  "name": "useAddToCartAction_product",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useAddToCartMutation_product"
    }
  ],
  "type": "Product",
  "abstractKey": "__isProduct"
};

(node as any).hash = "8c0fbc3bcef9263627e8f5e1b3512b07";

export default node;
