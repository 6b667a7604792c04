/**
 * @generated SignedSource<<1b8d3cfc7a9ba9726df2c0af50c4e636>>
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
export type refreshAuthTokenMutation$variables = {
  input: RefreshTokenInput;
};
export type refreshAuthTokenMutation$data = {
  readonly refreshToken: {
    readonly authToken: string | null | undefined;
    readonly authTokenExpiration: string | null | undefined;
    readonly refreshToken: string | null | undefined;
    readonly success: boolean | null | undefined;
  } | null | undefined;
};
export type refreshAuthTokenMutation = {
  response: refreshAuthTokenMutation$data;
  variables: refreshAuthTokenMutation$variables;
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
      },
      {
        "kind": "ScalarField",
        "name": "refreshToken"
      }
    ]
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "name": "refreshAuthTokenMutation",
    "selections": (v1/*:: as any*/),
    "type": "RootMutation"
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "refreshAuthTokenMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "14e1d682c6cdee177481caeef1abb48b",
    "id": null,
    "metadata": {},
    "name": "refreshAuthTokenMutation",
    "operationKind": "mutation",
    "text": "mutation refreshAuthTokenMutation($input:RefreshTokenInput!){refreshToken(input:$input){success,authToken,authTokenExpiration,refreshToken}}"
  }
};
})();

(node as any).hash = "7b609a158267acbb42f2630b07089243";

export default node;
