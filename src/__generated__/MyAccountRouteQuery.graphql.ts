/**
 * @generated SignedSource<<779575db42242740e473c9554c1aacaa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MyAccountRouteQuery$variables = Record<PropertyKey, never>;
export type MyAccountRouteQuery$data = {
  readonly loginClients: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"SocialLoginButtons_loginClients">;
  } | null | undefined> | null | undefined;
  readonly viewer: {
    readonly id: string;
    readonly username: string | null | undefined;
  } | null | undefined;
};
export type MyAccountRouteQuery = {
  response: MyAccountRouteQuery$data;
  variables: MyAccountRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    {
      "kind": "ScalarField",
      "name": "id"
    },
    {
      "kind": "ScalarField",
      "name": "username"
    }
  ]
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "name": "MyAccountRouteQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "concreteType": "LoginClient",
        "kind": "LinkedField",
        "name": "loginClients",
        "plural": true,
        "selections": [
          {
            "kind": "FragmentSpread",
            "name": "SocialLoginButtons_loginClients"
          }
        ]
      }
    ],
    "type": "RootQuery"
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MyAccountRouteQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "concreteType": "LoginClient",
        "kind": "LinkedField",
        "name": "loginClients",
        "plural": true,
        "selections": [
          {
            "kind": "ScalarField",
            "name": "name"
          },
          {
            "kind": "ScalarField",
            "name": "provider"
          },
          {
            "kind": "ScalarField",
            "name": "isEnabled"
          },
          {
            "kind": "ScalarField",
            "name": "authorizationUrl"
          },
          {
            "kind": "ScalarField",
            "name": "order"
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "efb653cb33228cb1a7c8e5a4854fc5fd",
    "id": null,
    "metadata": {},
    "name": "MyAccountRouteQuery",
    "operationKind": "query",
    "text": "query MyAccountRouteQuery{viewer{id,username},loginClients{...SocialLoginButtons_loginClients}}fragment SocialLoginButtons_loginClients on LoginClient{name,provider,isEnabled,authorizationUrl,order}"
  }
};
})();

(node as any).hash = "b6f550cb0111cf3064e593ae0b5dc17e";

export default node;
