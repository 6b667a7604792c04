/**
 * @generated SignedSource<<77c00480f776c20d1a0c1a22cd0253a0>>
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
    "alias": null,
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
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "clientSecret",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "error",
        "storageKey": null
      }
    ],
    "storageKey": "stripePaymentIntent(stripePaymentMethod:\"PAYMENT\")"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CheckoutFormStripeIntentQuery",
    "selections": (v0/*:: as any*/),
    "type": "RootQuery",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CheckoutFormStripeIntentQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "d12a7e9702e13a7abcb31a14a6e7ea3b",
    "id": null,
    "metadata": {},
    "name": "CheckoutFormStripeIntentQuery",
    "operationKind": "query",
    "text": "query CheckoutFormStripeIntentQuery {\n  stripePaymentIntent(stripePaymentMethod: PAYMENT) {\n    clientSecret\n    error\n  }\n}\n"
  }
};
})();

(node as any).hash = "3cae093f8d21e8b27f1b995b9f560330";

export default node;
