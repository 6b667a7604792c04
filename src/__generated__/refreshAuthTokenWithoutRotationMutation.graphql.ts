/**
 * @generated SignedSource<<22ef1dd6751b4c4b5d7c59125dc07c8d>>
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
    "alias": null,
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
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "success",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "authToken",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "authTokenExpiration",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "refreshAuthTokenWithoutRotationMutation",
    "selections": (v1/*:: as any*/),
    "type": "RootMutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "refreshAuthTokenWithoutRotationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c5ab84a0c90dbee7541472d33407ff7e",
    "id": null,
    "metadata": {},
    "name": "refreshAuthTokenWithoutRotationMutation",
    "operationKind": "mutation",
    "text": "mutation refreshAuthTokenWithoutRotationMutation(\n  $input: RefreshTokenInput!\n) {\n  refreshToken(input: $input) {\n    success\n    authToken\n    authTokenExpiration\n  }\n}\n"
  }
};
})();

(node as any).hash = "9e5681f9bf10f30be05846d1d94f2c96";

export default node;
