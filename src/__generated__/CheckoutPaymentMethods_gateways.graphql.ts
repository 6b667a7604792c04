/**
 * @generated SignedSource<<fbc547506e87286f58905ed554bc152c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CheckoutPaymentMethods_gateways$data = ReadonlyArray<{
  readonly description: string | null | undefined;
  readonly id: string;
  readonly title: string | null | undefined;
  readonly " $fragmentType": "CheckoutPaymentMethods_gateways";
}>;
export type CheckoutPaymentMethods_gateways$key = ReadonlyArray<{
  readonly " $data"?: CheckoutPaymentMethods_gateways$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckoutPaymentMethods_gateways">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "CheckoutPaymentMethods_gateways",
  "selections": [
    {
      "kind": "ScalarField",
      "name": "id"
    },
    {
      "kind": "ScalarField",
      "name": "title"
    },
    {
      "kind": "ScalarField",
      "name": "description"
    }
  ],
  "type": "PaymentGateway"
};

(node as any).hash = "eb357eb8bd4457522b41b10b01e77c95";

export default node;
