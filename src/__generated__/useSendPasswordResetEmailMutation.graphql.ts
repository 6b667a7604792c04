/**
 * @generated SignedSource<<81e504b2e38af55433bf4e62b6e8a111>>
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
    "alias": null,
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
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "success",
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
    "name": "useSendPasswordResetEmailMutation",
    "selections": (v1/*:: as any*/),
    "type": "RootMutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSendPasswordResetEmailMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e0c05cb746657a1752c99426596631c6",
    "id": null,
    "metadata": {},
    "name": "useSendPasswordResetEmailMutation",
    "operationKind": "mutation",
    "text": "mutation useSendPasswordResetEmailMutation(\n  $input: SendPasswordResetEmailInput!\n) {\n  sendPasswordResetEmail(input: $input) {\n    success\n  }\n}\n"
  }
};
})();

(node as any).hash = "cf5929ab1c6b4dbec187669b7f35fb12";

export default node;
