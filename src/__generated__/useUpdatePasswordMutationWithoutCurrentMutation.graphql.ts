/**
 * @generated SignedSource<<116e0852f4104cc0092920c9bc3a4dcf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateUserInput = {
  aim?: string | null | undefined;
  clientMutationId?: string | null | undefined;
  description?: string | null | undefined;
  displayName?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  id: string;
  jabber?: string | null | undefined;
  lastName?: string | null | undefined;
  locale?: string | null | undefined;
  nicename?: string | null | undefined;
  nickname?: string | null | undefined;
  password?: string | null | undefined;
  registered?: string | null | undefined;
  richEditing?: string | null | undefined;
  roles?: ReadonlyArray<string | null | undefined> | null | undefined;
  websiteUrl?: string | null | undefined;
  yim?: string | null | undefined;
};
export type useUpdatePasswordMutationWithoutCurrentMutation$variables = {
  input: UpdateUserInput;
};
export type useUpdatePasswordMutationWithoutCurrentMutation$data = {
  readonly updateUser: {
    readonly clientMutationId: string | null | undefined;
  } | null | undefined;
};
export type useUpdatePasswordMutationWithoutCurrentMutation = {
  response: useUpdatePasswordMutationWithoutCurrentMutation$data;
  variables: useUpdatePasswordMutationWithoutCurrentMutation$variables;
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
    "concreteType": "UpdateUserPayload",
    "kind": "LinkedField",
    "name": "updateUser",
    "plural": false,
    "selections": [
      {
        "kind": "ScalarField",
        "name": "clientMutationId"
      }
    ]
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "name": "useUpdatePasswordMutationWithoutCurrentMutation",
    "selections": (v1/*:: as any*/),
    "type": "RootMutation"
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdatePasswordMutationWithoutCurrentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "53bc8a77c0eff010660ae8125abe05dc",
    "id": null,
    "metadata": {},
    "name": "useUpdatePasswordMutationWithoutCurrentMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdatePasswordMutationWithoutCurrentMutation($input:UpdateUserInput!){updateUser(input:$input){clientMutationId}}"
  }
};
})();

(node as any).hash = "c6bb6c6d57ce815533136c95844f07a7";

export default node;
