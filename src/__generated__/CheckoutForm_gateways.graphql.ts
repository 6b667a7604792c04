/**
 * @generated SignedSource<<bd985e0c8e7e9eea49847e6a793ba666>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CheckoutForm_gateways$data = {
  readonly nodes: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"CheckoutPaymentMethods_gateways">;
  }>;
  readonly " $fragmentType": "CheckoutForm_gateways";
};
export type CheckoutForm_gateways$key = {
  readonly " $data"?: CheckoutForm_gateways$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckoutForm_gateways">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "name": "CheckoutForm_gateways",
  "selections": [
    {
      "concreteType": "PaymentGateway",
      "kind": "LinkedField",
      "name": "nodes",
      "plural": true,
      "selections": [
        {
          "kind": "FragmentSpread",
          "name": "CheckoutPaymentMethods_gateways"
        }
      ]
    }
  ],
  "type": "RootQueryToPaymentGatewayConnection"
};

(node as any).hash = "70cc8a0a0063027f12eb06ad049915ff";

export default node;
