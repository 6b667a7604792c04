/**
 * @generated SignedSource<<282813070dfa825cbd3e532ebf76272c>>
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
    "name": "removeFromWishlist",
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
    "name": "useRemoveFromWishlistMutation",
    "selections": (v1/*:: as any*/),
    "type": "RootMutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRemoveFromWishlistMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ef5b40ef1a9e487897540ca1f5f4882d",
    "id": null,
    "metadata": {},
    "name": "useRemoveFromWishlistMutation",
    "operationKind": "mutation",
    "text": "mutation useRemoveFromWishlistMutation(\n  $input: RemoveFromWishlistInput!\n) {\n  removeFromWishlist(input: $input) {\n    clientMutationId\n  }\n}\n"
  }
};
})();

(node as any).hash = "98df370eecae6b256271e582040b0df6";

export default node;
