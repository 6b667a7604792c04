/**
 * @generated SignedSource<<6379549bbcbed5679addc46df91ceca0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AttributeOperatorEnum = "AND" | "IN" | "NOT_IN" | "%future added value";
export type CatalogVisibilityEnum = "CATALOG" | "HIDDEN" | "SEARCH" | "VISIBLE" | "%future added value";
export type ProductAttributeEnum = "PA_COLOR" | "PA_SIZE" | "%future added value";
export type ProductTypesEnum = "EXTERNAL" | "GROUPED" | "SIMPLE" | "VARIABLE" | "VARIATION" | "%future added value";
export type RelationEnum = "AND" | "OR" | "%future added value";
export type StockStatusEnum = "IN_STOCK" | "ON_BACKORDER" | "OUT_OF_STOCK" | "%future added value";
export type CollectionStatsWhereArgs = {
  attributes?: ProductAttributeQueryInput | null | undefined;
  categoryIdIn?: ReadonlyArray<number | null | undefined> | null | undefined;
  categoryIn?: ReadonlyArray<string | null | undefined> | null | undefined;
  exclude?: ReadonlyArray<number | null | undefined> | null | undefined;
  featured?: boolean | null | undefined;
  include?: ReadonlyArray<number | null | undefined> | null | undefined;
  maxPrice?: number | null | undefined;
  minPrice?: number | null | undefined;
  onSale?: boolean | null | undefined;
  parentIn?: ReadonlyArray<number | null | undefined> | null | undefined;
  parentNotIn?: ReadonlyArray<number | null | undefined> | null | undefined;
  rating?: ReadonlyArray<number | null | undefined> | null | undefined;
  search?: string | null | undefined;
  sku?: string | null | undefined;
  slugIn?: ReadonlyArray<string | null | undefined> | null | undefined;
  stockStatus?: ReadonlyArray<StockStatusEnum | null | undefined> | null | undefined;
  tagIdIn?: ReadonlyArray<number | null | undefined> | null | undefined;
  tagIn?: ReadonlyArray<string | null | undefined> | null | undefined;
  typeIn?: ReadonlyArray<ProductTypesEnum | null | undefined> | null | undefined;
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
export type CollectionStatsQueryInput = {
  relation?: RelationEnum | null | undefined;
  taxonomy: ProductAttributeEnum;
};
export type ProductListRouteStatsQuery$variables = {
  baseWhere?: CollectionStatsWhereArgs | null | undefined;
  taxonomies?: ReadonlyArray<CollectionStatsQueryInput | null | undefined> | null | undefined;
  where?: CollectionStatsWhereArgs | null | undefined;
  withCategories: boolean;
};
export type ProductListRouteStatsQuery$data = {
  readonly base: {
    readonly " $fragmentSpreads": FragmentRefs<"ProductFilterStats_stats">;
  } | null | undefined;
  readonly current: {
    readonly " $fragmentSpreads": FragmentRefs<"ProductFilterStats_stats">;
  } | null | undefined;
  readonly productCategories?: {
    readonly " $fragmentSpreads": FragmentRefs<"ProductFilterStats_categories">;
  } | null | undefined;
};
export type ProductListRouteStatsQuery = {
  response: ProductListRouteStatsQuery$data;
  variables: ProductListRouteStatsQuery$variables;
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
  "name": "taxonomies"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "where"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withCategories"
},
v4 = {
  "kind": "Variable",
  "name": "taxonomies",
  "variableName": "taxonomies"
},
v5 = [
  {
    "kind": "Literal",
    "name": "calculateRatingCounts",
    "value": true
  },
  (v4/*:: as any*/),
  {
    "kind": "Variable",
    "name": "where",
    "variableName": "where"
  }
],
v6 = [
  {
    "kind": "FragmentSpread",
    "name": "ProductFilterStats_stats"
  }
],
v7 = [
  {
    "kind": "Literal",
    "name": "calculatePriceRange",
    "value": true
  },
  (v4/*:: as any*/),
  {
    "kind": "Variable",
    "name": "where",
    "variableName": "baseWhere"
  }
],
v8 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  },
  {
    "kind": "Literal",
    "name": "where",
    "value": {
      "hideEmpty": true
    }
  }
],
v9 = {
  "kind": "ScalarField",
  "name": "slug"
},
v10 = {
  "kind": "ScalarField",
  "name": "count"
},
v11 = {
  "kind": "ScalarField",
  "name": "name"
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
],
v14 = [
  {
    "concreteType": "AttributeCount",
    "kind": "LinkedField",
    "name": "attributeCounts",
    "plural": true,
    "selections": [
      (v9/*:: as any*/),
      {
        "kind": "ScalarField",
        "name": "label"
      },
      {
        "concreteType": "SingleAttributeCount",
        "kind": "LinkedField",
        "name": "terms",
        "plural": true,
        "selections": [
          (v10/*:: as any*/),
          {
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "kind": "ScalarField",
                "name": "__typename"
              },
              (v9/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/)
            ]
          }
        ]
      }
    ]
  },
  {
    "concreteType": "RatingCount",
    "kind": "LinkedField",
    "name": "ratingCounts",
    "plural": true,
    "selections": [
      {
        "kind": "ScalarField",
        "name": "rating"
      },
      (v10/*:: as any*/)
    ]
  },
  {
    "concreteType": "PriceRange",
    "kind": "LinkedField",
    "name": "priceRange",
    "plural": false,
    "selections": [
      {
        "args": (v13/*:: as any*/),
        "kind": "ScalarField",
        "name": "minPrice",
        "storageKey": "minPrice(format:\"RAW\")"
      },
      {
        "args": (v13/*:: as any*/),
        "kind": "ScalarField",
        "name": "maxPrice",
        "storageKey": "maxPrice(format:\"RAW\")"
      }
    ]
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
    "name": "ProductListRouteStatsQuery",
    "selections": [
      {
        "alias": "current",
        "args": (v5/*:: as any*/),
        "concreteType": "CollectionStats",
        "kind": "LinkedField",
        "name": "collectionStats",
        "plural": false,
        "selections": (v6/*:: as any*/)
      },
      {
        "alias": "base",
        "args": (v7/*:: as any*/),
        "concreteType": "CollectionStats",
        "kind": "LinkedField",
        "name": "collectionStats",
        "plural": false,
        "selections": (v6/*:: as any*/)
      },
      {
        "condition": "withCategories",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "args": (v8/*:: as any*/),
            "concreteType": "RootQueryToProductCategoryConnection",
            "kind": "LinkedField",
            "name": "productCategories",
            "plural": false,
            "selections": [
              {
                "kind": "FragmentSpread",
                "name": "ProductFilterStats_categories"
              }
            ],
            "storageKey": "productCategories(first:100,where:{\"hideEmpty\":true})"
          }
        ]
      }
    ],
    "type": "RootQuery"
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ProductListRouteStatsQuery",
    "selections": [
      {
        "alias": "current",
        "args": (v5/*:: as any*/),
        "concreteType": "CollectionStats",
        "kind": "LinkedField",
        "name": "collectionStats",
        "plural": false,
        "selections": (v14/*:: as any*/)
      },
      {
        "alias": "base",
        "args": (v7/*:: as any*/),
        "concreteType": "CollectionStats",
        "kind": "LinkedField",
        "name": "collectionStats",
        "plural": false,
        "selections": (v14/*:: as any*/)
      },
      {
        "condition": "withCategories",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "args": (v8/*:: as any*/),
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
                  (v9/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/)
                ]
              }
            ],
            "storageKey": "productCategories(first:100,where:{\"hideEmpty\":true})"
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "bf9b99455e3985a1e7101783d8f432bb",
    "id": null,
    "metadata": {},
    "name": "ProductListRouteStatsQuery",
    "operationKind": "query",
    "text": "query ProductListRouteStatsQuery($where:CollectionStatsWhereArgs,$baseWhere:CollectionStatsWhereArgs,$taxonomies:[CollectionStatsQueryInput],$withCategories:Boolean!){current:collectionStats(where:$where,taxonomies:$taxonomies,calculateRatingCounts:true){...ProductFilterStats_stats},base:collectionStats(where:$baseWhere,taxonomies:$taxonomies,calculatePriceRange:true){...ProductFilterStats_stats},productCategories(first:100,where:{hideEmpty:true})@include(if:$withCategories){...ProductFilterStats_categories}}fragment ProductFilterStats_categories on RootQueryToProductCategoryConnection{nodes{slug,name,id}}fragment ProductFilterStats_stats on CollectionStats{attributeCounts{slug,label,terms{count,node{__typename,slug,name,id}}},ratingCounts{rating,count},priceRange{minPrice(format:RAW),maxPrice(format:RAW)}}"
  }
};
})();

(node as any).hash = "fbca8dd32bfd0326a29fda1b6753bd0e";

export default node;
