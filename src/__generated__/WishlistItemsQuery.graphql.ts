/**
 * @generated SignedSource<<de04b95129cf2a4023fca3734a7536a2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WishlistItemsQuery$variables = {
  count: number;
  ids?: ReadonlyArray<number | null | undefined> | null | undefined;
};
export type WishlistItemsQuery$data = {
  readonly products: {
    readonly nodes: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"WishlistItem_product">;
    }>;
  } | null | undefined;
};
export type WishlistItemsQuery = {
  response: WishlistItemsQuery$data;
  variables: WishlistItemsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "count"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "ids"
},
v2 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  {
    "fields": [
      {
        "kind": "Variable",
        "name": "include",
        "variableName": "ids"
      }
    ],
    "kind": "ObjectValue",
    "name": "where"
  }
],
v3 = {
  "kind": "ScalarField",
  "name": "id"
},
v4 = {
  "kind": "ScalarField",
  "name": "__typename"
},
v5 = {
  "kind": "ScalarField",
  "name": "databaseId"
},
v6 = [
  {
    "kind": "Literal",
    "name": "size",
    "value": "THUMBNAIL"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "name": "WishlistItemsQuery",
    "selections": [
      {
        "args": (v2/*:: as any*/),
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
              (v3/*:: as any*/),
              {
                "kind": "FragmentSpread",
                "name": "WishlistItem_product"
              }
            ]
          }
        ]
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
    "name": "WishlistItemsQuery",
    "selections": [
      {
        "args": (v2/*:: as any*/),
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
              (v4/*:: as any*/),
              (v3/*:: as any*/),
              {
                "kind": "TypeDiscriminator",
                "abstractKey": "__isProduct"
              },
              (v5/*:: as any*/),
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
                "name": "type"
              },
              {
                "concreteType": "MediaItem",
                "kind": "LinkedField",
                "name": "image",
                "plural": false,
                "selections": [
                  {
                    "args": (v6/*:: as any*/),
                    "kind": "ScalarField",
                    "name": "sourceUrl",
                    "storageKey": "sourceUrl(size:\"THUMBNAIL\")"
                  },
                  (v3/*:: as any*/),
                  {
                    "alias": "thumbnailUrl",
                    "args": (v6/*:: as any*/),
                    "kind": "ScalarField",
                    "name": "sourceUrl",
                    "storageKey": "sourceUrl(size:\"THUMBNAIL\")"
                  }
                ]
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "args": [
                      {
                        "kind": "Literal",
                        "name": "first",
                        "value": 100
                      }
                    ],
                    "concreteType": "ProductWithVariationsToProductVariationConnection",
                    "kind": "LinkedField",
                    "name": "variations",
                    "plural": false,
                    "selections": [
                      {
                        "kind": "LinkedField",
                        "name": "nodes",
                        "plural": true,
                        "selections": [
                          (v4/*:: as any*/),
                          (v3/*:: as any*/),
                          (v5/*:: as any*/)
                        ]
                      }
                    ],
                    "storageKey": "variations(first:100)"
                  }
                ],
                "type": "VariableProduct"
              }
            ]
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "d70f6adcda1d7194307168167f35a2bc",
    "id": null,
    "metadata": {},
    "name": "WishlistItemsQuery",
    "operationKind": "query",
    "text": "query WishlistItemsQuery($ids:[Int],$count:Int!){products(first:$count,where:{include:$ids}){nodes{__typename,id,...WishlistItem_product}}}fragment WishlistItem_product on Product{__isProduct:__typename,databaseId,name,slug,type,image{sourceUrl(size:THUMBNAIL),id},...useAddToCartMutation_product}fragment useAddToCartMutation_product on Product{__isProduct:__typename,id,databaseId,...on VariableProduct{variations(first:100){nodes{__typename,id,databaseId}}},name,slug,image{thumbnailUrl:sourceUrl(size:THUMBNAIL),id}}"
  }
};
})();

(node as any).hash = "d0f8b21f020b3470432cd7cb5e100db8";

export default node;
