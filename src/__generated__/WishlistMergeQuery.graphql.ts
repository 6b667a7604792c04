/**
 * @generated SignedSource<<47f39f4aa179ab85a2e749e56d332fd8>>
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WishlistMergeQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Wishlist",
        "kind": "LinkedField",
        "name": "wishlist",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "products",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "RootQuery",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WishlistMergeQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Wishlist",
        "kind": "LinkedField",
        "name": "wishlist",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "products",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__typename",
                "storageKey": null
              },
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "8d561c15a1aa85a67e5dcbc41e697db7",
    "id": null,
    "metadata": {},
    "name": "WishlistMergeQuery",
    "operationKind": "query",
    "text": "query WishlistMergeQuery {\n  wishlist {\n    products {\n      __typename\n      databaseId\n      slug\n      name\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "76cb14ed49883bdd2324ed00c2d35e2e";

export default node;
