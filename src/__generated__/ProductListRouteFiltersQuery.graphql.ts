/**
 * @generated SignedSource<<b9c8d8ad40d8953ba65b271866222340>>
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
    "alias": null,
    "args": null,
    "concreteType": "ProductFacets",
    "kind": "LinkedField",
    "name": "facets",
    "plural": false,
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ProductFilterFacets_facets"
      }
    ],
    "storageKey": null
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v7 = [
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
    "name": "name",
    "storageKey": null
  },
  (v6/*:: as any*/)
],
v8 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ProductFacets",
    "kind": "LinkedField",
    "name": "facets",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "onSale",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ProductTermFacet",
        "kind": "LinkedField",
        "name": "categories",
        "plural": true,
        "selections": (v7/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ProductAttributeFacet",
        "kind": "LinkedField",
        "name": "attributes",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "taxonomy",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "label",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ProductTermFacet",
            "kind": "LinkedField",
            "name": "terms",
            "plural": true,
            "selections": (v7/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ProductRatingFacet",
        "kind": "LinkedField",
        "name": "ratings",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rating",
            "storageKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ProductPriceRangeFacet",
        "kind": "LinkedField",
        "name": "priceRange",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "min",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "max",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProductListRouteFiltersQuery",
    "selections": [
      {
        "alias": "current",
        "args": (v3/*:: as any*/),
        "concreteType": "RootQueryToProductConnection",
        "kind": "LinkedField",
        "name": "products",
        "plural": false,
        "selections": (v4/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": "base",
        "args": (v5/*:: as any*/),
        "concreteType": "RootQueryToProductConnection",
        "kind": "LinkedField",
        "name": "products",
        "plural": false,
        "selections": (v4/*:: as any*/),
        "storageKey": null
      }
    ],
    "type": "RootQuery",
    "abstractKey": null
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
        "selections": (v8/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": "base",
        "args": (v5/*:: as any*/),
        "concreteType": "RootQueryToProductConnection",
        "kind": "LinkedField",
        "name": "products",
        "plural": false,
        "selections": (v8/*:: as any*/),
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "925becddc51b92288bd834211fe5c216",
    "id": null,
    "metadata": {},
    "name": "ProductListRouteFiltersQuery",
    "operationKind": "query",
    "text": "query ProductListRouteFiltersQuery(\n  $where: RootQueryToProductConnectionWhereArgs\n  $baseWhere: RootQueryToProductConnectionWhereArgs\n) {\n  current: products(first: 1, where: $where) {\n    facets {\n      ...ProductFilterFacets_facets\n    }\n  }\n  base: products(first: 1, where: $baseWhere) {\n    facets {\n      ...ProductFilterFacets_facets\n    }\n  }\n}\n\nfragment ProductFilterFacets_facets on ProductFacets {\n  onSale\n  categories {\n    slug\n    name\n    count\n  }\n  attributes {\n    taxonomy\n    label\n    terms {\n      slug\n      name\n      count\n    }\n  }\n  ratings {\n    rating\n    count\n  }\n  priceRange {\n    min\n    max\n  }\n}\n"
  }
};
})();

(node as any).hash = "f2e972214f7fa839ef625149af5b39c4";

export default node;
