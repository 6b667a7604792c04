/**
 * @generated SignedSource<<35fae2984d2d7ba09d931e1da806f641>>
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
    "metadata": null,
    "name": "AvatarMenuTriggerQuery",
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
            "name": "AvatarMenuTrigger_viewer"
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
    "name": "AvatarMenuTriggerQuery",
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
    "cacheID": "9c311b5cd2f4311daf6ab38a41a00b4b",
    "id": null,
    "metadata": {},
    "name": "AvatarMenuTriggerQuery",
    "operationKind": "query",
    "text": "query AvatarMenuTriggerQuery {\n  viewer {\n    ...AvatarMenuTrigger_viewer\n    id\n  }\n}\n\nfragment AvatarMenuTrigger_viewer on User {\n  username\n  avatar(size: 64) {\n    url\n  }\n}\n"
  }
};

(node as any).hash = "ec1c814c52137b6c2a06ff2db76c9d68";

export default node;
