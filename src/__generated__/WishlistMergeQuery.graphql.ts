/**
 * @generated SignedSource<<9cb3f668366394d344eb35411c48d60d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WishlistMergeQuery$variables = Record<PropertyKey, never>;
export type WishlistMergeQuery$data = {
  readonly wishlist: {
    readonly products: ReadonlyArray<{
      readonly databaseId: number;
      readonly name: string | null | undefined;
      readonly slug: string | null | undefined;
    }>;
  } | null | undefined;
};
export type WishlistMergeQuery = {
  response: WishlistMergeQuery$data;
  variables: WishlistMergeQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "kind": "ScalarField",
  "name": "databaseId"
},
v1 = {
  "kind": "ScalarField",
  "name": "slug"
},
v2 = {
  "kind": "ScalarField",
  "name": "name"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "name": "WishlistMergeQuery",
    "selections": [
      {
        "concreteType": "Wishlist",
        "kind": "LinkedField",
        "name": "wishlist",
        "plural": false,
        "selections": [
          {
            "kind": "LinkedField",
            "name": "products",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/)
            ]
          }
        ]
      }
    ],
    "type": "RootQuery"
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WishlistMergeQuery",
    "selections": [
      {
        "concreteType": "Wishlist",
        "kind": "LinkedField",
        "name": "wishlist",
        "plural": false,
        "selections": [
          {
            "kind": "LinkedField",
            "name": "products",
            "plural": true,
            "selections": [
              {
                "kind": "ScalarField",
                "name": "__typename"
              },
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "kind": "ScalarField",
                "name": "id"
              }
            ]
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "651513280f79baceed8818f83bc86734",
    "id": null,
    "metadata": {},
    "name": "WishlistMergeQuery",
    "operationKind": "query",
    "text": "query WishlistMergeQuery{wishlist{products{__typename,databaseId,slug,name,id}}}"
  }
};
})();

(node as any).hash = "76cb14ed49883bdd2324ed00c2d35e2e";

export default node;
