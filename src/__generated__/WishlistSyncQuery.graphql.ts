/**
 * @generated SignedSource<<729d5366accc44d137f3457c2eebc863>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WishlistSyncQuery$variables = Record<PropertyKey, never>;
export type WishlistSyncQuery$data = {
  readonly wishlist: {
    readonly products: ReadonlyArray<{
      readonly databaseId: number;
      readonly name: string | null | undefined;
      readonly slug: string | null | undefined;
    }>;
  } | null | undefined;
};
export type WishlistSyncQuery = {
  response: WishlistSyncQuery$data;
  variables: WishlistSyncQuery$variables;
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
    "name": "WishlistSyncQuery",
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
    "name": "WishlistSyncQuery",
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
    "cacheID": "2b378f6bb69435aeb105bd4393168e97",
    "id": null,
    "metadata": {},
    "name": "WishlistSyncQuery",
    "operationKind": "query",
    "text": "query WishlistSyncQuery {\n  wishlist {\n    products {\n      __typename\n      databaseId\n      slug\n      name\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f6d52dfe373a1196ddf9caef8e507edc";

export default node;
