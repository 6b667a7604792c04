/**
 * @generated SignedSource<<0cf7733dc497d3688fd7bcc7ff930798>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeRouteQuery$variables = Record<PropertyKey, never>;
export type HomeRouteQuery$data = {
  readonly popular: {
    readonly nodes: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ProductCard_product">;
    }>;
  } | null | undefined;
  readonly productCategories: {
    readonly nodes: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"CategoryCard_category">;
    }>;
  } | null | undefined;
};
export type HomeRouteQuery = {
  response: HomeRouteQuery$data;
  variables: HomeRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "kind": "Literal",
  "name": "first",
  "value": 8
},
v1 = [
  (v0/*:: as any*/),
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
v2 = {
  "kind": "ScalarField",
  "name": "id"
},
v3 = [
  (v0/*:: as any*/),
  {
    "kind": "Literal",
    "name": "where",
    "value": {
      "orderby": [
        {
          "field": "POPULARITY",
          "order": "DESC"
        }
      ]
    }
  }
],
v4 = {
  "kind": "ScalarField",
  "name": "name"
},
v5 = {
  "kind": "ScalarField",
  "name": "slug"
},
v6 = [
  {
    "kind": "Literal",
    "name": "format",
    "value": "RAW"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "name": "HomeRouteQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
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
              (v2/*:: as any*/),
              {
                "kind": "FragmentSpread",
                "name": "CategoryCard_category"
              }
            ]
          }
        ],
        "storageKey": "productCategories(first:8,where:{\"hideEmpty\":true,\"order\":\"DESC\",\"orderby\":\"COUNT\"})"
      },
      {
        "alias": "popular",
        "args": (v3/*:: as any*/),
        "concreteType": "RootQueryToProductConnection",
        "kind": "LinkedField",
        "name": "products",
        "plural": false,
        "selections": [
          {
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "kind": "FragmentSpread",
                "name": "ProductCard_product"
              }
            ]
          }
        ],
        "storageKey": "products(first:8,where:{\"orderby\":[{\"field\":\"POPULARITY\",\"order\":\"DESC\"}]})"
      }
    ],
    "type": "RootQuery"
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "HomeRouteQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
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
              (v2/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
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
                  (v2/*:: as any*/)
                ]
              }
            ]
          }
        ],
        "storageKey": "productCategories(first:8,where:{\"hideEmpty\":true,\"order\":\"DESC\",\"orderby\":\"COUNT\"})"
      },
      {
        "alias": "popular",
        "args": (v3/*:: as any*/),
        "concreteType": "RootQueryToProductConnection",
        "kind": "LinkedField",
        "name": "products",
        "plural": false,
        "selections": [
          {
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              {
                "kind": "ScalarField",
                "name": "__typename"
              },
              (v2/*:: as any*/),
              {
                "kind": "TypeDiscriminator",
                "abstractKey": "__isProduct"
              },
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "kind": "ScalarField",
                "name": "onSale"
              },
              {
                "kind": "ScalarField",
                "name": "averageRating"
              },
              {
                "kind": "ScalarField",
                "name": "reviewCount"
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
                        "value": "WOOCOMMERCE_THUMBNAIL"
                      }
                    ],
                    "kind": "ScalarField",
                    "name": "sourceUrl",
                    "storageKey": "sourceUrl(size:\"WOOCOMMERCE_THUMBNAIL\")"
                  },
                  {
                    "kind": "ScalarField",
                    "name": "altText"
                  },
                  (v2/*:: as any*/)
                ]
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "args": (v6/*:: as any*/),
                    "kind": "ScalarField",
                    "name": "price",
                    "storageKey": "price(format:\"RAW\")"
                  },
                  {
                    "args": (v6/*:: as any*/),
                    "kind": "ScalarField",
                    "name": "regularPrice",
                    "storageKey": "regularPrice(format:\"RAW\")"
                  }
                ],
                "type": "ProductWithPricing",
                "abstractKey": "__isProductWithPricing"
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "kind": "InlineFragment",
                    "selections": [
                      {
                        "kind": "ScalarField",
                        "name": "taxClass"
                      },
                      {
                        "kind": "ScalarField",
                        "name": "taxStatus"
                      }
                    ],
                    "type": "ProductWithPricing",
                    "abstractKey": "__isProductWithPricing"
                  }
                ],
                "type": "ProductUnion",
                "abstractKey": "__isProductUnion"
              }
            ]
          }
        ],
        "storageKey": "products(first:8,where:{\"orderby\":[{\"field\":\"POPULARITY\",\"order\":\"DESC\"}]})"
      }
    ]
  },
  "params": {
    "cacheID": "6507062ffb31753190af18d5e07e901e",
    "id": null,
    "metadata": {},
    "name": "HomeRouteQuery",
    "operationKind": "query",
    "text": "query HomeRouteQuery{productCategories(first:8,where:{orderby:COUNT,order:DESC,hideEmpty:true}){nodes{id,...CategoryCard_category}},popular:products(first:8,where:{orderby:[{field:POPULARITY,order:DESC}]}){nodes{__typename,id,...ProductCard_product}}}fragment CategoryCard_category on ProductCategory{name,slug,count,image{sourceUrl(size:MEDIUM_LARGE),id}}fragment ProductCard_product on Product{__isProduct:__typename,name,slug,onSale,averageRating,reviewCount,image{sourceUrl(size:WOOCOMMERCE_THUMBNAIL),altText,id},...on ProductWithPricing{__isProductWithPricing:__typename,price(format:RAW),regularPrice(format:RAW)},...ProductPrice_tax}fragment ProductPrice_tax on ProductUnion{__isProductUnion:__typename,...on ProductWithPricing{__isProductWithPricing:__typename,taxClass,taxStatus}}"
  }
};
})();

(node as any).hash = "fc3081877e562c1c93c7cd69b8451a0e";

export default node;
