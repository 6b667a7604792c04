/**
 * @generated SignedSource<<4d738c5692f7afe1f5108a7d4f7b3f87>>
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
export type ProductListRouteFiltersQuery$variables = {
  baseWhere?: RootQueryToProductConnectionWhereArgs | null | undefined;
  where?: RootQueryToProductConnectionWhereArgs | null | undefined;
};
export type ProductListRouteFiltersQuery$data = {
  readonly base: {
    readonly facets: {
      readonly " $fragmentSpreads": FragmentRefs<"ProductFilterFacets_facets">;
    } | null | undefined;
  } | null | undefined;
  readonly current: {
    readonly facets: {
      readonly " $fragmentSpreads": FragmentRefs<"ProductFilterFacets_facets">;
    } | null | undefined;
  } | null | undefined;
};
export type ProductListRouteFiltersQuery = {
  response: ProductListRouteFiltersQuery$data;
  variables: ProductListRouteFiltersQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "baseWhere"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "where"
},
v2 = {
  "kind": "Literal",
  "name": "first",
  "value": 1
},
v3 = [
  (v2/*:: as any*/),
  {
    "kind": "Variable",
    "name": "where",
    "variableName": "where"
  }
],
v4 = [
  {
    "concreteType": "ProductFacets",
    "kind": "LinkedField",
    "name": "facets",
    "plural": false,
    "selections": [
      {
        "kind": "FragmentSpread",
        "name": "ProductFilterFacets_facets"
      }
    ]
  }
],
v5 = [
  (v2/*:: as any*/),
  {
    "kind": "Variable",
    "name": "where",
    "variableName": "baseWhere"
  }
],
v6 = {
  "kind": "ScalarField",
  "name": "count"
},
v7 = [
  {
    "kind": "ScalarField",
    "name": "slug"
  },
  {
    "kind": "ScalarField",
    "name": "name"
  },
  (v6/*:: as any*/)
],
v8 = [
  {
    "concreteType": "ProductFacets",
    "kind": "LinkedField",
    "name": "facets",
    "plural": false,
    "selections": [
      {
        "kind": "ScalarField",
        "name": "onSale"
      },
      {
        "concreteType": "ProductTermFacet",
        "kind": "LinkedField",
        "name": "categories",
        "plural": true,
        "selections": (v7/*:: as any*/)
      },
      {
        "concreteType": "ProductAttributeFacet",
        "kind": "LinkedField",
        "name": "attributes",
        "plural": true,
        "selections": [
          {
            "kind": "ScalarField",
            "name": "taxonomy"
          },
          {
            "kind": "ScalarField",
            "name": "label"
          },
          {
            "concreteType": "ProductTermFacet",
            "kind": "LinkedField",
            "name": "terms",
            "plural": true,
            "selections": (v7/*:: as any*/)
          }
        ]
      },
      {
        "concreteType": "ProductRatingFacet",
        "kind": "LinkedField",
        "name": "ratings",
        "plural": true,
        "selections": [
          {
            "kind": "ScalarField",
            "name": "rating"
          },
          (v6/*:: as any*/)
        ]
      },
      {
        "concreteType": "ProductPriceRangeFacet",
        "kind": "LinkedField",
        "name": "priceRange",
        "plural": false,
        "selections": [
          {
            "kind": "ScalarField",
            "name": "min"
          },
          {
            "kind": "ScalarField",
            "name": "max"
          }
        ]
      }
    ]
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "name": "ProductListRouteFiltersQuery",
    "selections": [
      {
        "alias": "current",
        "args": (v3/*:: as any*/),
        "concreteType": "RootQueryToProductConnection",
        "kind": "LinkedField",
        "name": "products",
        "plural": false,
        "selections": (v4/*:: as any*/)
      },
      {
        "alias": "base",
        "args": (v5/*:: as any*/),
        "concreteType": "RootQueryToProductConnection",
        "kind": "LinkedField",
        "name": "products",
        "plural": false,
        "selections": (v4/*:: as any*/)
      }
    ],
    "type": "RootQuery"
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ProductListRouteFiltersQuery",
    "selections": [
      {
        "alias": "current",
        "args": (v3/*:: as any*/),
        "concreteType": "RootQueryToProductConnection",
        "kind": "LinkedField",
        "name": "products",
        "plural": false,
        "selections": (v8/*:: as any*/)
      },
      {
        "alias": "base",
        "args": (v5/*:: as any*/),
        "concreteType": "RootQueryToProductConnection",
        "kind": "LinkedField",
        "name": "products",
        "plural": false,
        "selections": (v8/*:: as any*/)
      }
    ]
  },
  "params": {
    "cacheID": "376b3f4278613b1c9da0564d6ba31537",
    "id": null,
    "metadata": {},
    "name": "ProductListRouteFiltersQuery",
    "operationKind": "query",
    "text": "query ProductListRouteFiltersQuery($where:RootQueryToProductConnectionWhereArgs,$baseWhere:RootQueryToProductConnectionWhereArgs){current:products(first:1,where:$where){facets{...ProductFilterFacets_facets}},base:products(first:1,where:$baseWhere){facets{...ProductFilterFacets_facets}}}fragment ProductFilterFacets_facets on ProductFacets{onSale,categories{slug,name,count},attributes{taxonomy,label,terms{slug,name,count}},ratings{rating,count},priceRange{min,max}}"
  }
};
})();

(node as any).hash = "f2e972214f7fa839ef625149af5b39c4";

export default node;
