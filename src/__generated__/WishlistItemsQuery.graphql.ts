/**
 * @generated SignedSource<<57974ee2d459b23e8c2be63775d90749>>
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
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
    "metadata": null,
    "name": "WishlistItemsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "RootQueryToProductConnection",
        "kind": "LinkedField",
        "name": "products",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "WishlistItem_product"
              }
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "WishlistItemsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "RootQueryToProductConnection",
        "kind": "LinkedField",
        "name": "products",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": null,
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
                "name": "type",
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
                ],
                "storageKey": null
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "alias": null,
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
                        "alias": null,
                        "args": null,
                        "concreteType": null,
                        "kind": "LinkedField",
                        "name": "nodes",
                        "plural": true,
                        "selections": [
                          (v4/*:: as any*/),
                          (v3/*:: as any*/),
                          (v5/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": "variations(first:100)"
                  }
                ],
                "type": "VariableProduct",
                "abstractKey": null
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
    "cacheID": "fc03811ec361d1fb18a69bf001507c57",
    "id": null,
    "metadata": {},
    "name": "WishlistItemsQuery",
    "operationKind": "query",
    "text": "query WishlistItemsQuery(\n  $ids: [Int]\n  $count: Int!\n) {\n  products(first: $count, where: {include: $ids}) {\n    nodes {\n      __typename\n      id\n      ...WishlistItem_product\n    }\n  }\n}\n\nfragment WishlistItem_product on Product {\n  __isProduct: __typename\n  databaseId\n  name\n  slug\n  type\n  image {\n    sourceUrl(size: THUMBNAIL)\n    id\n  }\n  ...useAddToCartMutation_product\n}\n\nfragment useAddToCartMutation_product on Product {\n  __isProduct: __typename\n  id\n  databaseId\n  ... on VariableProduct {\n    variations(first: 100) {\n      nodes {\n        __typename\n        id\n        databaseId\n      }\n    }\n  }\n  name\n  slug\n  image {\n    thumbnailUrl: sourceUrl(size: THUMBNAIL)\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "d0f8b21f020b3470432cd7cb5e100db8";

export default node;
