/**
 * @generated SignedSource<<14b481d2781e49dac5b5a860eeb21fe5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CartButton_cart$data = {
  readonly contents: {
    readonly itemCount: number | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "CartButton_cart";
};
export type CartButton_cart$key = {
  readonly " $data"?: CartButton_cart$data;
  readonly " $fragmentSpreads": FragmentRefs<"CartButton_cart">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "name": "CartButton_cart",
  "selections": [
    {
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
      "concreteType": "CartToCartItemConnection",
      "kind": "LinkedField",
      "name": "contents",
      "plural": false,
      "selections": [
        {
          "kind": "ScalarField",
          "name": "itemCount"
        }
      ],
      "storageKey": "contents(first:100)"
    }
  ],
  "type": "Cart"
};

(node as any).hash = "754eb28f289e76b7bd99badf5bd208eb";

export default node;
