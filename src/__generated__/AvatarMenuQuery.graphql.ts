/**
 * @generated SignedSource<<ee51789be5a52cba67e48c11ec6a0807>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AvatarMenuQuery$variables = Record<PropertyKey, never>;
export type AvatarMenuQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"AvatarMenu_viewer">;
  } | null | undefined;
};
export type AvatarMenuQuery = {
  response: AvatarMenuQuery$data;
  variables: AvatarMenuQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AvatarMenuQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AvatarMenu_viewer"
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
    "name": "AvatarMenuQuery",
    "selections": [
      {
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
            "name": "username",
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "size",
                "value": 64
              }
            ],
            "concreteType": "Avatar",
            "kind": "LinkedField",
            "name": "avatar",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              }
            ],
            "storageKey": "avatar(size:64)"
          },
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
    "cacheID": "591e00f15d85023b63527f1f41ef27a0",
    "id": null,
    "metadata": {},
    "name": "AvatarMenuQuery",
    "operationKind": "query",
    "text": "query AvatarMenuQuery {\n  viewer {\n    ...AvatarMenu_viewer\n    id\n  }\n}\n\nfragment AvatarMenu_viewer on User {\n  username\n  avatar(size: 64) {\n    url\n  }\n}\n"
  }
};

(node as any).hash = "8fd4272c3b0543d66ae9252a853b5274";

export default node;
