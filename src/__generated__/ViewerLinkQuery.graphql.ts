/**
 * @generated SignedSource<<797bf132263aa20ff7887104163139e9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ViewerLinkQuery$variables = Record<PropertyKey, never>;
export type ViewerLinkQuery$data = {
  readonly viewer: {
    readonly username: string | null | undefined;
  } | null | undefined;
};
export type ViewerLinkQuery = {
  response: ViewerLinkQuery$data;
  variables: ViewerLinkQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "kind": "ScalarField",
  "name": "username"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "name": "ViewerLinkQuery",
    "selections": [
      {
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ]
      }
    ],
    "type": "RootQuery"
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ViewerLinkQuery",
    "selections": [
      {
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "kind": "ScalarField",
            "name": "id"
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "6972bc7f58fb7d05b0fb84e9b96938ae",
    "id": null,
    "metadata": {},
    "name": "ViewerLinkQuery",
    "operationKind": "query",
    "text": "query ViewerLinkQuery{viewer{username,id}}"
  }
};
})();

(node as any).hash = "aeb56ade43e74acafd8cf2f8813c6438";

export default node;
