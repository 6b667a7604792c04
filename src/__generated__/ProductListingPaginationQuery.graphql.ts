/**
 * @generated SignedSource<<04f8a9dc9a8dbee265a85e17fd8e9864>>
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
export type ProductListingPaginationQuery$variables = {
  after?: string | null | undefined;
  first?: number | null | undefined;
  where?: RootQueryToProductConnectionWhereArgs | null | undefined;
};
export type ProductListingPaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ProductListing_query">;
};
export type ProductListingPaginationQuery = {
  response: ProductListingPaginationQuery$data;
  variables: ProductListingPaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "after"
  },
  {
    "defaultValue": 24,
    "kind": "LocalArgument",
    "name": "first"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "where"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  },
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
v2 = {
  "kind": "ScalarField",
  "name": "id"
},
v3 = [
  {
    "kind": "Literal",
    "name": "format",
    "value": "RAW"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "name": "ProductListingPaginationQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "ProductListing_query"
      }
    ],
    "type": "RootQuery"
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProductListingPaginationQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "concreteType": "RootQueryToProductConnection",
        "kind": "LinkedField",
        "name": "products",
        "plural": false,
        "selections": [
          {
            "kind": "ScalarField",
            "name": "found"
          },
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
                  {
                    "kind": "ScalarField",
                    "name": "__typename"
                  },
                  (v2/*:: as any*/),
                  {
                    "kind": "TypeDiscriminator",
                    "abstractKey": "__isProduct"
                  },
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
                        "args": (v3/*:: as any*/),
                        "kind": "ScalarField",
                        "name": "price",
                        "storageKey": "price(format:\"RAW\")"
                      },
                      {
                        "args": (v3/*:: as any*/),
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
          }
        ]
      },
      {
        "args": (v1/*:: as any*/),
        "filters": [
          "where"
        ],
        "handle": "connection",
        "key": "ProductListing_products",
        "kind": "LinkedHandle",
        "name": "products"
      }
    ]
  },
  "params": {
    "cacheID": "8028c75ad0f3a5d7fc260935134af481",
    "id": null,
    "metadata": {},
    "name": "ProductListingPaginationQuery",
    "operationKind": "query",
    "text": "query ProductListingPaginationQuery($after:String,$first:Int=24,$where:RootQueryToProductConnectionWhereArgs){...ProductListing_query_3sueo6}fragment ProductCard_product on Product{__isProduct:__typename,name,slug,onSale,averageRating,reviewCount,image{sourceUrl(size:WOOCOMMERCE_THUMBNAIL),altText,id},...on ProductWithPricing{__isProductWithPricing:__typename,price(format:RAW),regularPrice(format:RAW)},...ProductPrice_tax}fragment ProductListing_query_3sueo6 on RootQuery{products(first:$first,after:$after,where:$where){found,edges{node{__typename,id,...ProductCard_product},cursor},pageInfo{endCursor,hasNextPage}}}fragment ProductPrice_tax on ProductUnion{__isProductUnion:__typename,...on ProductWithPricing{__isProductWithPricing:__typename,taxClass,taxStatus}}"
  }
};
})();

(node as any).hash = "0ac4dcb01a666fafdc16d07b785e4a0b";

export default node;
