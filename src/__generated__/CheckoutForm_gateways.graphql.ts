/**
 * @generated SignedSource<<31d5b307a74fcb4caf207a4029409d2e>>
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
  "metadata": null,
  "name": "CheckoutForm_gateways",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentGateway",
      "kind": "LinkedField",
      "name": "nodes",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "CheckoutPaymentMethods_gateways"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "RootQueryToPaymentGatewayConnection",
  "abstractKey": null
};

(node as any).hash = "70cc8a0a0063027f12eb06ad049915ff";

export default node;
