/**
 * @generated SignedSource<<32cf31ec8a02ed629b167e5591d725fb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CheckoutShippingMethods_cart$data = {
  readonly availableShippingMethods: ReadonlyArray<{
    readonly rates: ReadonlyArray<{
      readonly cost: string | null | undefined;
      readonly id: string;
      readonly label: string | null | undefined;
    } | null | undefined> | null | undefined;
  } | null | undefined> | null | undefined;
  readonly chosenShippingMethods: ReadonlyArray<string | null | undefined> | null | undefined;
  readonly " $fragmentType": "CheckoutShippingMethods_cart";
};
export type CheckoutShippingMethods_cart$key = {
  readonly " $data"?: CheckoutShippingMethods_cart$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckoutShippingMethods_cart">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "name": "CheckoutShippingMethods_cart",
  "selections": [
    {
      "kind": "ScalarField",
      "name": "chosenShippingMethods"
    },
    {
      "concreteType": "ShippingPackage",
      "kind": "LinkedField",
      "name": "availableShippingMethods",
      "plural": true,
      "selections": [
        {
          "concreteType": "ShippingRate",
          "kind": "LinkedField",
          "name": "rates",
          "plural": true,
          "selections": [
            {
              "kind": "ScalarField",
              "name": "id"
            },
            {
              "kind": "ScalarField",
              "name": "label"
            },
            {
              "args": [
                {
                  "kind": "Literal",
                  "name": "format",
                  "value": "RAW"
                }
              ],
              "kind": "ScalarField",
              "name": "cost",
              "storageKey": "cost(format:\"RAW\")"
            }
          ]
        }
      ]
    }
  ],
  "type": "Cart"
};

(node as any).hash = "91692d62b30b33b78c4fed290ef48009";

export default node;
