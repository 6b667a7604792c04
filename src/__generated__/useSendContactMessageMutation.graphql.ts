/**
 * @generated SignedSource<<b928faa1b25143b856fe81f48a892413>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SendContactMessageInput = {
  clientMutationId?: string | null | undefined;
  email: string;
  message: string;
  name: string;
  orderNumber?: string | null | undefined;
  subject?: string | null | undefined;
  website?: string | null | undefined;
};
export type useSendContactMessageMutation$variables = {
  input: SendContactMessageInput;
};
export type useSendContactMessageMutation$data = {
  readonly sendContactMessage: {
    readonly success: boolean;
  } | null | undefined;
};
export type useSendContactMessageMutation = {
  response: useSendContactMessageMutation$data;
  variables: useSendContactMessageMutation$variables;
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
    "concreteType": "SendContactMessagePayload",
    "kind": "LinkedField",
    "name": "sendContactMessage",
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
    "name": "useSendContactMessageMutation",
    "selections": (v1/*:: as any*/),
    "type": "RootMutation"
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSendContactMessageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "868893b4d6b89b3bd1da22fbd1aeb79c",
    "id": null,
    "metadata": {},
    "name": "useSendContactMessageMutation",
    "operationKind": "mutation",
    "text": "mutation useSendContactMessageMutation($input:SendContactMessageInput!){sendContactMessage(input:$input){success}}"
  }
};
})();

(node as any).hash = "9bc9c2ef3d9dc20ca6f9227c40abea5e";

export default node;
