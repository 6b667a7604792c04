/**
 * @generated SignedSource<<7e5b87b69b94425e8807cd35488b12f3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AttributeOperatorEnum = "AND" | "IN" | "NOT_IN" | "%future added value";
export type CatalogVisibilityEnum = "CATALOG" | "HIDDEN" | "SEARCH" | "VISIBLE" | "%future added value";
export type OrderEnum = "ASC" | "DESC" | "%future added value";
export type PostObjectsConnectionDateColumnEnum = "DATE" | "MODIFIED" | "%future added value";
export type ProductAttributeEnum = "PA_COLOR" | "PA_SIZE" | "%future added value";
export type ProductTaxonomyEnum = "PA_COLOR" | "PA_SIZE" | "PRODUCT_BRAND" | "PRODUCT_CAT" | "PRODUCT_SHIPPING_CLASS" | "PRODUCT_TAG" | "PRODUCT_TYPE" | "PRODUCT_VISIBILITY" | "%future added value";
export type ProductTypesEnum = "EXTERNAL" | "GROUPED" | "SIMPLE" | "VARIABLE" | "VARIATION" | "%future added value";
export type ProductsOrderByEnum = "DATE" | "DISCOUNT" | "IN" | "MENU_ORDER" | "MODIFIED" | "NAME" | "NAME_IN" | "ON_SALE_FROM" | "ON_SALE_TO" | "PARENT" | "POPULARITY" | "PRICE" | "RATING" | "REGULAR_PRICE" | "REVIEW_COUNT" | "SALE_PRICE" | "SLUG" | "TOTAL_SALES" | "%future added value";
export type RelationEnum = "AND" | "OR" | "%future added value";
export type StockStatusEnum = "IN_STOCK" | "ON_BACKORDER" | "OUT_OF_STOCK" | "%future added value";
export type TaxonomyOperatorEnum = "AND" | "EXISTS" | "IN" | "NOT_EXISTS" | "NOT_IN" | "%future added value";
export type RootQueryToProductConnectionWhereArgs = {
  attribute?: string | null | undefined;
  attributeTerm?: string | null | undefined;
  attributes?: ProductAttributeQueryInput | null | undefined;
  category?: string | null | undefined;
  categoryId?: number | null | undefined;
  categoryIdIn?: ReadonlyArray<number | null | undefined> | null | undefined;
  categoryIdNotIn?: ReadonlyArray<number | null | undefined> | null | undefined;
  categoryIn?: ReadonlyArray<string | null | undefined> | null | undefined;
  categoryNotIn?: ReadonlyArray<string | null | undefined> | null | undefined;
  dateQuery?: DateQueryInput | null | undefined;
  exclude?: ReadonlyArray<number | null | undefined> | null | undefined;
  featured?: boolean | null | undefined;
  include?: ReadonlyArray<number | null | undefined> | null | undefined;
  maxPrice?: number | null | undefined;
  minPrice?: number | null | undefined;
  offsetPagination?: OffsetPagination | null | undefined;
  onSale?: boolean | null | undefined;
  orderby?: ReadonlyArray<ProductsOrderbyInput | null | undefined> | null | undefined;
  parent?: number | null | undefined;
  parentIn?: ReadonlyArray<number | null | undefined> | null | undefined;
  parentNotIn?: ReadonlyArray<number | null | undefined> | null | undefined;
  productBrand?: string | null | undefined;
  productBrandId?: number | null | undefined;
  productBrandIdIn?: ReadonlyArray<number | null | undefined> | null | undefined;
  productBrandIdNotIn?: ReadonlyArray<number | null | undefined> | null | undefined;
  productBrandIn?: ReadonlyArray<string | null | undefined> | null | undefined;
  productBrandNotIn?: ReadonlyArray<string | null | undefined> | null | undefined;
  rating?: ReadonlyArray<number | null | undefined> | null | undefined;
  search?: string | null | undefined;
  shippingClassId?: number | null | undefined;
  sku?: string | null | undefined;
  slugIn?: ReadonlyArray<string | null | undefined> | null | undefined;
  status?: string | null | undefined;
  stockStatus?: ReadonlyArray<StockStatusEnum | null | undefined> | null | undefined;
  supportedTypesOnly?: boolean | null | undefined;
  tag?: string | null | undefined;
  tagId?: number | null | undefined;
  tagIdIn?: ReadonlyArray<number | null | undefined> | null | undefined;
  tagIdNotIn?: ReadonlyArray<number | null | undefined> | null | undefined;
  tagIn?: ReadonlyArray<string | null | undefined> | null | undefined;
  tagNotIn?: ReadonlyArray<string | null | undefined> | null | undefined;
  taxonomyFilter?: ProductTaxonomyInput | null | undefined;
  type?: ProductTypesEnum | null | undefined;
  typeIn?: ReadonlyArray<ProductTypesEnum | null | undefined> | null | undefined;
  typeNotIn?: ReadonlyArray<ProductTypesEnum | null | undefined> | null | undefined;
  visibility?: CatalogVisibilityEnum | null | undefined;
};
export type ProductAttributeQueryInput = {
  queries?: ReadonlyArray<ProductAttributeFilterInput | null | undefined> | null | undefined;
  relation?: AttributeOperatorEnum | null | undefined;
};
export type ProductAttributeFilterInput = {
  ids?: ReadonlyArray<number | null | undefined> | null | undefined;
  operator?: AttributeOperatorEnum | null | undefined;
  taxonomy: ProductAttributeEnum;
  terms?: ReadonlyArray<string | null | undefined> | null | undefined;
};
export type DateQueryInput = {
  after?: DateInput | null | undefined;
  before?: DateInput | null | undefined;
  column?: PostObjectsConnectionDateColumnEnum | null | undefined;
  compare?: string | null | undefined;
  day?: number | null | undefined;
  hour?: number | null | undefined;
  inclusive?: boolean | null | undefined;
  minute?: number | null | undefined;
  month?: number | null | undefined;
  relation?: RelationEnum | null | undefined;
  second?: number | null | undefined;
  week?: number | null | undefined;
  year?: number | null | undefined;
};
export type DateInput = {
  day?: number | null | undefined;
  hour?: number | null | undefined;
  minute?: number | null | undefined;
  month?: number | null | undefined;
  second?: number | null | undefined;
  year?: number | null | undefined;
};
export type OffsetPagination = {
  offset?: number | null | undefined;
  size?: number | null | undefined;
};
export type ProductsOrderbyInput = {
  field: ProductsOrderByEnum;
  order?: OrderEnum | null | undefined;
};
export type ProductTaxonomyInput = {
  and?: ReadonlyArray<ProductTaxonomyFilterInput | null | undefined> | null | undefined;
  filters?: ReadonlyArray<ProductTaxonomyFilterInput | null | undefined> | null | undefined;
  or?: ReadonlyArray<ProductTaxonomyFilterInput | null | undefined> | null | undefined;
  relation?: RelationEnum | null | undefined;
};
export type ProductTaxonomyFilterInput = {
  ids?: ReadonlyArray<number | null | undefined> | null | undefined;
  operator?: TaxonomyOperatorEnum | null | undefined;
  taxonomy: ProductTaxonomyEnum;
  terms?: ReadonlyArray<string | null | undefined> | null | undefined;
};
export type ProductListRouteQuery$variables = {
  categorySlug: string;
  first: number;
  inCategory: boolean;
  where?: RootQueryToProductConnectionWhereArgs | null | undefined;
};
export type ProductListRouteQuery$data = {
  readonly productCategory?: {
    readonly description: string | null | undefined;
    readonly name: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"CategoryHeader_category">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ProductListRoute_itemList" | "ProductListRoute_total" | "ProductListing_query">;
};
export type ProductListRouteQuery = {
  response: ProductListRouteQuery$data;
  variables: ProductListRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "categorySlug"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "inCategory"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "where"
},
v4 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "categorySlug"
  },
  {
    "kind": "Literal",
    "name": "idType",
    "value": "SLUG"
  }
],
v5 = {
  "kind": "ScalarField",
  "name": "name"
},
v6 = {
  "kind": "ScalarField",
  "name": "description"
},
v7 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "where",
    "variableName": "where"
  }
],
v8 = {
  "kind": "ScalarField",
  "name": "found"
},
v9 = [
  {
    "kind": "RootArgument",
    "name": "first"
  },
  {
    "kind": "RootArgument",
    "name": "where"
  }
],
v10 = {
  "kind": "ScalarField",
  "name": "slug"
},
v11 = {
  "kind": "ScalarField",
  "name": "__typename"
},
v12 = {
  "kind": "ScalarField",
  "name": "id"
},
v13 = [
  {
    "kind": "Literal",
    "name": "format",
    "value": "RAW"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "name": "ProductListRouteQuery",
    "selections": [
      {
        "condition": "inCategory",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "args": (v4/*:: as any*/),
            "concreteType": "ProductCategory",
            "kind": "LinkedField",
            "name": "productCategory",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "kind": "FragmentSpread",
                "name": "CategoryHeader_category"
              }
            ]
          }
        ]
      },
      {
        "args": (v7/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "ProductListing_query"
      },
      {
        "kind": "InlineDataFragmentSpread",
        "name": "ProductListRoute_total",
        "selections": [
          {
            "args": (v7/*:: as any*/),
            "concreteType": "RootQueryToProductConnection",
            "kind": "LinkedField",
            "name": "products",
            "plural": false,
            "selections": [
              (v8/*:: as any*/)
            ]
          }
        ],
        "argumentDefinitions": (v9/*:: as any*/)
      },
      {
        "kind": "InlineDataFragmentSpread",
        "name": "ProductListRoute_itemList",
        "selections": [
          {
            "args": (v7/*:: as any*/),
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
                  (v10/*:: as any*/)
                ]
              }
            ]
          }
        ],
        "argumentDefinitions": (v9/*:: as any*/)
      }
    ],
    "type": "RootQuery"
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ProductListRouteQuery",
    "selections": [
      {
        "args": (v7/*:: as any*/),
        "concreteType": "RootQueryToProductConnection",
        "kind": "LinkedField",
        "name": "products",
        "plural": false,
        "selections": [
          (v8/*:: as any*/),
          {
            "concreteType": "RootQueryToProductConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  {
                    "kind": "TypeDiscriminator",
                    "abstractKey": "__isProduct"
                  },
                  (v5/*:: as any*/),
                  (v10/*:: as any*/),
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
                      (v12/*:: as any*/)
                    ]
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": [
                      {
                        "args": (v13/*:: as any*/),
                        "kind": "ScalarField",
                        "name": "price",
                        "storageKey": "price(format:\"RAW\")"
                      },
                      {
                        "args": (v13/*:: as any*/),
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
              },
              {
                "kind": "ScalarField",
                "name": "cursor"
              }
            ]
          },
          {
            "concreteType": "RootQueryToProductConnectionPageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "kind": "ScalarField",
                "name": "endCursor"
              },
              {
                "kind": "ScalarField",
                "name": "hasNextPage"
              }
            ]
          },
          {
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v11/*:: as any*/),
              (v10/*:: as any*/),
              (v12/*:: as any*/)
            ]
          }
        ]
      },
      {
        "args": (v7/*:: as any*/),
        "filters": [
          "where"
        ],
        "handle": "connection",
        "key": "ProductListing_products",
        "kind": "LinkedHandle",
        "name": "products"
      },
      {
        "condition": "inCategory",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "args": (v4/*:: as any*/),
            "concreteType": "ProductCategory",
            "kind": "LinkedField",
            "name": "productCategory",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v12/*:: as any*/)
            ]
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "9a86956e49dc9e36ecb944a306819a1f",
    "id": null,
    "metadata": {},
    "name": "ProductListRouteQuery",
    "operationKind": "query",
    "text": "query ProductListRouteQuery($first:Int!,$where:RootQueryToProductConnectionWhereArgs,$categorySlug:ID!,$inCategory:Boolean!){productCategory(id:$categorySlug,idType:SLUG)@include(if:$inCategory){name,description,...CategoryHeader_category,id},...ProductListing_query_4wmlBX,...ProductListRoute_total,...ProductListRoute_itemList}fragment CategoryHeader_category on ProductCategory{name,description}fragment ProductCard_product on Product{__isProduct:__typename,name,slug,onSale,averageRating,reviewCount,image{sourceUrl(size:WOOCOMMERCE_THUMBNAIL),altText,id},...on ProductWithPricing{__isProductWithPricing:__typename,price(format:RAW),regularPrice(format:RAW)},...ProductPrice_tax}fragment ProductListRoute_itemList on RootQuery{products(first:$first,where:$where){nodes{__typename,slug,id}}}fragment ProductListRoute_total on RootQuery{products(first:$first,where:$where){found}}fragment ProductListing_query_4wmlBX on RootQuery{products(first:$first,where:$where){found,edges{node{__typename,id,...ProductCard_product},cursor},pageInfo{endCursor,hasNextPage}}}fragment ProductPrice_tax on ProductUnion{__isProductUnion:__typename,...on ProductWithPricing{__isProductWithPricing:__typename,taxClass,taxStatus}}"
  }
};
})();

(node as any).hash = "cde9d89819772c6c8938fddd537a90ab";

export default node;
