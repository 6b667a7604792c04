/**
 * @generated SignedSource<<894d14091ed1ca59494ef5ff6ac98db3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AddToWishlistInput = {
  clientMutationId?: string | null | undefined;
  productId: number;
};
export type useAddToWishlistMutation$variables = {
  input: AddToWishlistInput;
};
export type useAddToWishlistMutation$data = {
  readonly addToWishlist: {
    readonly clientMutationId: string | null | undefined;
  } | null | undefined;
};
export type useAddToWishlistMutation = {
  response: useAddToWishlistMutation$data;
  variables: useAddToWishlistMutation$variables;
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
    "name": "addToWishlist",
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
    "name": "useAddToWishlistMutation",
    "selections": (v1/*:: as any*/),
    "type": "RootMutation"
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAddToWishlistMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6e5bcf96c06db26d98af8424b950d1b5",
    "id": null,
    "metadata": {},
    "name": "useAddToWishlistMutation",
    "operationKind": "mutation",
    "text": "mutation useAddToWishlistMutation($input:AddToWishlistInput!){addToWishlist(input:$input){clientMutationId}}"
  }
};
})();

(node as any).hash = "019e3b66b27b57c861214947cc096e83";

export default node;
