/**
 * @generated SignedSource<<17c30c52538dbde00829521bcc184481>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RemoveFromWishlistInput = {
  clientMutationId?: string | null | undefined;
  productId: number;
};
export type useRemoveFromWishlistMutation$variables = {
  input: RemoveFromWishlistInput;
};
export type useRemoveFromWishlistMutation$data = {
  readonly removeFromWishlist: {
    readonly clientMutationId: string | null | undefined;
  } | null | undefined;
};
export type useRemoveFromWishlistMutation = {
  response: useRemoveFromWishlistMutation$data;
  variables: useRemoveFromWishlistMutation$variables;
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
    "concreteType": "WishlistPayload",
    "kind": "LinkedField",
    "name": "removeFromWishlist",
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
    "name": "useRemoveFromWishlistMutation",
    "selections": (v1/*:: as any*/),
    "type": "RootMutation"
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRemoveFromWishlistMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "140fda1b3430a7787f90374c8aa13ea9",
    "id": null,
    "metadata": {},
    "name": "useRemoveFromWishlistMutation",
    "operationKind": "mutation",
    "text": "mutation useRemoveFromWishlistMutation($input:RemoveFromWishlistInput!){removeFromWishlist(input:$input){clientMutationId}}"
  }
};
})();

(node as any).hash = "98df370eecae6b256271e582040b0df6";

export default node;
