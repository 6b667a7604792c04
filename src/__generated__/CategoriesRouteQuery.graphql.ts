/**
 * @generated SignedSource<<fd107c2b0ea1b726df4fb510b6e7dd65>>
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CategoriesRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "RootQueryToProductCategoryConnection",
        "kind": "LinkedField",
        "name": "productCategories",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ProductCategory",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CategoryCard_category"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "productCategories(first:20,where:{\"hideEmpty\":true,\"order\":\"DESC\",\"orderby\":\"COUNT\"})"
      }
    ],
    "type": "RootQuery",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CategoriesRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "RootQueryToProductCategoryConnection",
        "kind": "LinkedField",
        "name": "productCategories",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ProductCategory",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "slug",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "count",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "MediaItem",
                "kind": "LinkedField",
                "name": "image",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
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
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "productCategories(first:20,where:{\"hideEmpty\":true,\"order\":\"DESC\",\"orderby\":\"COUNT\"})"
      }
    ]
  },
  "params": {
    "cacheID": "1c46c3d931c3a1528a03490d20f85051",
    "id": null,
    "metadata": {},
    "name": "CategoriesRouteQuery",
    "operationKind": "query",
    "text": "query CategoriesRouteQuery {\n  productCategories(first: 20, where: {orderby: COUNT, order: DESC, hideEmpty: true}) {\n    nodes {\n      id\n      ...CategoryCard_category\n    }\n  }\n}\n\nfragment CategoryCard_category on ProductCategory {\n  name\n  slug\n  count\n  image {\n    sourceUrl(size: MEDIUM_LARGE)\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "39bc6da5be6b2cf28c449876b6f187e7";

export default node;
