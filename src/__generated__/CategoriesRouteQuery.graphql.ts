/**
 * @generated SignedSource<<bd32f0e61e1fabd6003491f94eca4a3a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CategoriesRouteQuery$variables = Record<PropertyKey, never>;
export type CategoriesRouteQuery$data = {
  readonly productCategories: {
    readonly nodes: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"CategoryCard_category">;
    }>;
  } | null | undefined;
};
export type CategoriesRouteQuery = {
  response: CategoriesRouteQuery$data;
  variables: CategoriesRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  },
  {
    "kind": "Literal",
    "name": "where",
    "value": {
      "hideEmpty": true,
      "order": "DESC",
      "orderby": "COUNT"
    }
  }
],
v1 = {
  "kind": "ScalarField",
  "name": "id"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "name": "CategoriesRouteQuery",
    "selections": [
      {
        "args": (v0/*:: as any*/),
        "concreteType": "RootQueryToProductCategoryConnection",
        "kind": "LinkedField",
        "name": "productCategories",
        "plural": false,
        "selections": [
          {
            "concreteType": "ProductCategory",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "kind": "FragmentSpread",
                "name": "CategoryCard_category"
              }
            ]
          }
        ],
        "storageKey": "productCategories(first:20,where:{\"hideEmpty\":true,\"order\":\"DESC\",\"orderby\":\"COUNT\"})"
      }
    ],
    "type": "RootQuery"
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CategoriesRouteQuery",
    "selections": [
      {
        "args": (v0/*:: as any*/),
        "concreteType": "RootQueryToProductCategoryConnection",
        "kind": "LinkedField",
        "name": "productCategories",
        "plural": false,
        "selections": [
          {
            "concreteType": "ProductCategory",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "kind": "ScalarField",
                "name": "name"
              },
              {
                "kind": "ScalarField",
                "name": "slug"
              },
              {
                "kind": "ScalarField",
                "name": "count"
              },
              {
                "concreteType": "MediaItem",
                "kind": "LinkedField",
                "name": "image",
                "plural": false,
                "selections": [
                  {
                    "args": [
                      {
                        "kind": "Literal",
                        "name": "size",
                        "value": "MEDIUM_LARGE"
                      }
                    ],
                    "kind": "ScalarField",
                    "name": "sourceUrl",
                    "storageKey": "sourceUrl(size:\"MEDIUM_LARGE\")"
                  },
                  (v1/*:: as any*/)
                ]
              }
            ]
          }
        ],
        "storageKey": "productCategories(first:20,where:{\"hideEmpty\":true,\"order\":\"DESC\",\"orderby\":\"COUNT\"})"
      }
    ]
  },
  "params": {
    "cacheID": "3ad6d1dba894808c105c58c17c5e67bc",
    "id": null,
    "metadata": {},
    "name": "CategoriesRouteQuery",
    "operationKind": "query",
    "text": "query CategoriesRouteQuery{productCategories(first:20,where:{orderby:COUNT,order:DESC,hideEmpty:true}){nodes{id,...CategoryCard_category}}}fragment CategoryCard_category on ProductCategory{name,slug,count,image{sourceUrl(size:MEDIUM_LARGE),id}}"
  }
};
})();

(node as any).hash = "39bc6da5be6b2cf28c449876b6f187e7";

export default node;
