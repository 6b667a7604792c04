/**
 * @generated SignedSource<<d6db4e1c92e4c7db3d703988bda27b56>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ResetUserPasswordInput = {
  clientMutationId?: string | null | undefined;
  key?: string | null | undefined;
  login?: string | null | undefined;
  password?: string | null | undefined;
};
export type useResetUserPasswordMutation$variables = {
  input: ResetUserPasswordInput;
};
export type useResetUserPasswordMutation$data = {
  readonly resetUserPassword: {
    readonly user: {
      readonly databaseId: number;
    } | null | undefined;
  } | null | undefined;
};
export type useResetUserPasswordMutation = {
  response: useResetUserPasswordMutation$data;
  variables: useResetUserPasswordMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useResetUserPasswordMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ResetUserPasswordPayload",
        "kind": "LinkedField",
        "name": "resetUserPassword",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "RootMutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useResetUserPasswordMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ResetUserPasswordPayload",
        "kind": "LinkedField",
        "name": "resetUserPassword",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
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
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "0d7a7dd926563fd68c584a1fed23a7d6",
    "id": null,
    "metadata": {},
    "name": "useResetUserPasswordMutation",
    "operationKind": "mutation",
    "text": "mutation useResetUserPasswordMutation(\n  $input: ResetUserPasswordInput!\n) {\n  resetUserPassword(input: $input) {\n    user {\n      databaseId\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "39f2de992bf11e8719de82272cffe053";

export default node;
