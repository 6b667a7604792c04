/**
 * @generated SignedSource<<6b83a0d1a6225f106b41832ebd1ae61d>>
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
    "name": "ViewerLinkQuery",
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
    "name": "ViewerLinkQuery",
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
    "cacheID": "eb1812c15c488046c6851e32ed1aa7ef",
    "id": null,
    "metadata": {},
    "name": "ViewerLinkQuery",
    "operationKind": "query",
    "text": "query ViewerLinkQuery {\n  viewer {\n    username\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "aeb56ade43e74acafd8cf2f8813c6438";

export default node;
