/**
 * @generated SignedSource<<487b19131582dc55f818d320313d5bdf>>
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
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
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
      "name": "username",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MyAccountRouteQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "LoginClient",
        "kind": "LinkedField",
        "name": "loginClients",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SocialLoginButtons_loginClients"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "RootQuery",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MyAccountRouteQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "LoginClient",
        "kind": "LinkedField",
        "name": "loginClients",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "provider",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isEnabled",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "authorizationUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "order",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "36358a21901d578f9385e07343f3e7f3",
    "id": null,
    "metadata": {},
    "name": "MyAccountRouteQuery",
    "operationKind": "query",
    "text": "query MyAccountRouteQuery {\n  viewer {\n    id\n    username\n  }\n  loginClients {\n    ...SocialLoginButtons_loginClients\n  }\n}\n\nfragment SocialLoginButtons_loginClients on LoginClient {\n  name\n  provider\n  isEnabled\n  authorizationUrl\n  order\n}\n"
  }
};
})();

(node as any).hash = "b6f550cb0111cf3064e593ae0b5dc17e";

export default node;
