/**
 * @generated SignedSource<<dac31a29c73b3178521e3741d78ecbcf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AvatarMenuTriggerQuery$variables = Record<PropertyKey, never>;
export type AvatarMenuTriggerQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"AvatarMenuTrigger_viewer">;
  } | null | undefined;
};
export type AvatarMenuTriggerQuery = {
  response: AvatarMenuTriggerQuery$data;
  variables: AvatarMenuTriggerQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "name": "AvatarMenuTriggerQuery",
    "selections": [
      {
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "kind": "FragmentSpread",
            "name": "AvatarMenuTrigger_viewer"
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
    "name": "AvatarMenuTriggerQuery",
    "selections": [
      {
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "kind": "ScalarField",
            "name": "username"
          },
          {
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
                "kind": "ScalarField",
                "name": "url"
              }
            ],
            "storageKey": "avatar(size:64)"
          },
          {
            "kind": "ScalarField",
            "name": "id"
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "2a47a74df4989d4b0856a5d9f101ba03",
    "id": null,
    "metadata": {},
    "name": "AvatarMenuTriggerQuery",
    "operationKind": "query",
    "text": "query AvatarMenuTriggerQuery{viewer{...AvatarMenuTrigger_viewer,id}}fragment AvatarMenuTrigger_viewer on User{username,avatar(size:64){url}}"
  }
};

(node as any).hash = "ec1c814c52137b6c2a06ff2db76c9d68";

export default node;
