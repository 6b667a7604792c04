/**
 * @generated SignedSource<<240fbbc7813f2782720d74b9ab15fed1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RefreshTokenInput = {
  clientMutationId?: string | null | undefined;
  refreshToken: string;
};
export type refreshAuthTokenWithoutRotationMutation$variables = {
  input: RefreshTokenInput;
};
export type refreshAuthTokenWithoutRotationMutation$data = {
  readonly refreshToken: {
    readonly authToken: string | null | undefined;
    readonly authTokenExpiration: string | null | undefined;
    readonly success: boolean | null | undefined;
  } | null | undefined;
};
export type refreshAuthTokenWithoutRotationMutation = {
  response: refreshAuthTokenWithoutRotationMutation$data;
  variables: refreshAuthTokenWithoutRotationMutation$variables;
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
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "RefreshTokenPayload",
    "kind": "LinkedField",
    "name": "refreshToken",
    "plural": false,
    "selections": [
      {
        "kind": "ScalarField",
        "name": "success"
      },
      {
        "kind": "ScalarField",
        "name": "authToken"
      },
      {
        "kind": "ScalarField",
        "name": "authTokenExpiration"
      }
    ]
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "name": "refreshAuthTokenWithoutRotationMutation",
    "selections": (v1/*:: as any*/),
    "type": "RootMutation"
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "refreshAuthTokenWithoutRotationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "41b1a3369cefe9ef13651d7c8d8b8df9",
    "id": null,
    "metadata": {},
    "name": "refreshAuthTokenWithoutRotationMutation",
    "operationKind": "mutation",
    "text": "mutation refreshAuthTokenWithoutRotationMutation($input:RefreshTokenInput!){refreshToken(input:$input){success,authToken,authTokenExpiration}}"
  }
};
})();

(node as any).hash = "9e5681f9bf10f30be05846d1d94f2c96";

export default node;
