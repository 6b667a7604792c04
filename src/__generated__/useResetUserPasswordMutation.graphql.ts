/**
 * @generated SignedSource<<42b3054cc0051823f1aeedb49136f7ad>>
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
  "kind": "ScalarField",
  "name": "databaseId"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "name": "useResetUserPasswordMutation",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "concreteType": "ResetUserPasswordPayload",
        "kind": "LinkedField",
        "name": "resetUserPassword",
        "plural": false,
        "selections": [
          {
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v2/*:: as any*/)
            ]
          }
        ]
      }
    ],
    "type": "RootMutation"
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useResetUserPasswordMutation",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "concreteType": "ResetUserPasswordPayload",
        "kind": "LinkedField",
        "name": "resetUserPassword",
        "plural": false,
        "selections": [
          {
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "kind": "ScalarField",
                "name": "id"
              }
            ]
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "d032f080273685c9b4cfc0db8a16a74c",
    "id": null,
    "metadata": {},
    "name": "useResetUserPasswordMutation",
    "operationKind": "mutation",
    "text": "mutation useResetUserPasswordMutation($input:ResetUserPasswordInput!){resetUserPassword(input:$input){user{databaseId,id}}}"
  }
};
})();

(node as any).hash = "39f2de992bf11e8719de82272cffe053";

export default node;
