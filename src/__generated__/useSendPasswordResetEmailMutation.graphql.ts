/**
 * @generated SignedSource<<70ce815c224c49cf35d6fde57a58bc17>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SendPasswordResetEmailInput = {
  clientMutationId?: string | null | undefined;
  username: string;
};
export type useSendPasswordResetEmailMutation$variables = {
  input: SendPasswordResetEmailInput;
};
export type useSendPasswordResetEmailMutation$data = {
  readonly sendPasswordResetEmail: {
    readonly success: boolean | null | undefined;
  } | null | undefined;
};
export type useSendPasswordResetEmailMutation = {
  response: useSendPasswordResetEmailMutation$data;
  variables: useSendPasswordResetEmailMutation$variables;
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
    "concreteType": "SendPasswordResetEmailPayload",
    "kind": "LinkedField",
    "name": "sendPasswordResetEmail",
    "plural": false,
    "selections": [
      {
        "kind": "ScalarField",
        "name": "success"
      }
    ]
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "name": "useSendPasswordResetEmailMutation",
    "selections": (v1/*:: as any*/),
    "type": "RootMutation"
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSendPasswordResetEmailMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b07e20a36b96e6c7e000f9ff55288fa2",
    "id": null,
    "metadata": {},
    "name": "useSendPasswordResetEmailMutation",
    "operationKind": "mutation",
    "text": "mutation useSendPasswordResetEmailMutation($input:SendPasswordResetEmailInput!){sendPasswordResetEmail(input:$input){success}}"
  }
};
})();

(node as any).hash = "cf5929ab1c6b4dbec187669b7f35fb12";

export default node;
