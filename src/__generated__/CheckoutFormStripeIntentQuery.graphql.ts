/**
 * @generated SignedSource<<de989ae2abc912657787da6d3e9eed02>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CheckoutFormStripeIntentQuery$variables = Record<PropertyKey, never>;
export type CheckoutFormStripeIntentQuery$data = {
  readonly stripePaymentIntent: {
    readonly clientSecret: string | null | undefined;
    readonly error: string | null | undefined;
  } | null | undefined;
};
export type CheckoutFormStripeIntentQuery = {
  response: CheckoutFormStripeIntentQuery$data;
  variables: CheckoutFormStripeIntentQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "args": [
      {
        "kind": "Literal",
        "name": "stripePaymentMethod",
        "value": "PAYMENT"
      }
    ],
    "concreteType": "PaymentIntent",
    "kind": "LinkedField",
    "name": "stripePaymentIntent",
    "plural": false,
    "selections": [
      {
        "kind": "ScalarField",
        "name": "clientSecret"
      },
      {
        "kind": "ScalarField",
        "name": "error"
      }
    ],
    "storageKey": "stripePaymentIntent(stripePaymentMethod:\"PAYMENT\")"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "name": "CheckoutFormStripeIntentQuery",
    "selections": (v0/*:: as any*/),
    "type": "RootQuery"
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CheckoutFormStripeIntentQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "4ef7b7eea0a1993b0ae306550eacbf23",
    "id": null,
    "metadata": {},
    "name": "CheckoutFormStripeIntentQuery",
    "operationKind": "query",
    "text": "query CheckoutFormStripeIntentQuery{stripePaymentIntent(stripePaymentMethod:PAYMENT){clientSecret,error}}"
  }
};
})();

(node as any).hash = "3cae093f8d21e8b27f1b995b9f560330";

export default node;
