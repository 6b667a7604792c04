/**
 * @generated SignedSource<<cd8d894b96c97c8e1f95946284ba7c92>>
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
    "alias": null,
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
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "clientMutationId",
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
    "name": "useUpdatePasswordMutationWithoutCurrentMutation",
    "selections": (v1/*:: as any*/),
    "type": "RootMutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdatePasswordMutationWithoutCurrentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "fa1140b64ffd281afd95bad5ba04b5b3",
    "id": null,
    "metadata": {},
    "name": "useUpdatePasswordMutationWithoutCurrentMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdatePasswordMutationWithoutCurrentMutation(\n  $input: UpdateUserInput!\n) {\n  updateUser(input: $input) {\n    clientMutationId\n  }\n}\n"
  }
};
})();

(node as any).hash = "c6bb6c6d57ce815533136c95844f07a7";

export default node;
