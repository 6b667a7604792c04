/**
 * @generated SignedSource<<b1d29ee7ad89e3eb72026d1e50bb42a6>>
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
    "alias": null,
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
    "name": "useAddToWishlistMutation",
    "selections": (v1/*:: as any*/),
    "type": "RootMutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAddToWishlistMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "5d0e2ad57552088f15bf16181d1f7965",
    "id": null,
    "metadata": {},
    "name": "useAddToWishlistMutation",
    "operationKind": "mutation",
    "text": "mutation useAddToWishlistMutation(\n  $input: AddToWishlistInput!\n) {\n  addToWishlist(input: $input) {\n    clientMutationId\n  }\n}\n"
  }
};
})();

(node as any).hash = "019e3b66b27b57c861214947cc096e83";

export default node;
