/**
 * @generated SignedSource<<2e7adba9359d28378c30e1d77b7421ef>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SignInLinkQuery$variables = Record<PropertyKey, never>;
export type SignInLinkQuery$data = {
  readonly viewer: {
    readonly username: string | null | undefined;
  } | null | undefined;
};
export type SignInLinkQuery = {
  response: SignInLinkQuery$data;
  variables: SignInLinkQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SignInLinkQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
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
    "name": "SignInLinkQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4ddd5c1fdc7860f344b80ad1daffa9b8",
    "id": null,
    "metadata": {},
    "name": "SignInLinkQuery",
    "operationKind": "query",
    "text": "query SignInLinkQuery {\n  viewer {\n    username\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "b34afbbb1d315e2b92b446a48908c396";

export default node;
