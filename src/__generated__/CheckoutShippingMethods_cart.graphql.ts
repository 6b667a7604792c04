/**
 * @generated SignedSource<<d915a9100e2196fcf4ce6c1ce33222bd>>
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
  "metadata": null,
  "name": "CheckoutShippingMethods_cart",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "chosenShippingMethods",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ShippingPackage",
      "kind": "LinkedField",
      "name": "availableShippingMethods",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ShippingRate",
          "kind": "LinkedField",
          "name": "rates",
          "plural": true,
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
              "name": "label",
              "storageKey": null
            },
            {
              "alias": null,
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
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Cart",
  "abstractKey": null
};

(node as any).hash = "91692d62b30b33b78c4fed290ef48009";

export default node;
