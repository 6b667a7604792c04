/**
 * @generated SignedSource<<66814475a45e1331cb0c649fc617e014>>
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "refreshToken",
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
    "name": "refreshAuthTokenMutation",
    "selections": (v1/*:: as any*/),
    "type": "RootMutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "refreshAuthTokenMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "65ce7a65d51e904b6d98d60e9ef55187",
    "id": null,
    "metadata": {},
    "name": "refreshAuthTokenMutation",
    "operationKind": "mutation",
    "text": "mutation refreshAuthTokenMutation(\n  $input: RefreshTokenInput!\n) {\n  refreshToken(input: $input) {\n    success\n    authToken\n    authTokenExpiration\n    refreshToken\n  }\n}\n"
  }
};
})();

(node as any).hash = "7b609a158267acbb42f2630b07089243";

export default node;
