/**
 * @generated SignedSource<<039e286394903ac8db1b0d1cef26dd20>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductReviewsPaginationQuery$variables = {
  count?: number | null | undefined;
  cursor?: string | null | undefined;
  id: string;
};
export type ProductReviewsPaginationQuery$data = {
  readonly node: {
    readonly " $fragmentSpreads": FragmentRefs<"ProductReviews_product">;
  } | null | undefined;
};
export type ProductReviewsPaginationQuery = {
  response: ProductReviewsPaginationQuery$data;
  variables: ProductReviewsPaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": 10,
    "kind": "LocalArgument",
    "name": "count"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "cursor"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "kind": "ScalarField",
  "name": "__typename"
},
v3 = {
  "kind": "ScalarField",
  "name": "id"
},
v4 = {
  "kind": "ScalarField",
  "name": "name"
},
v5 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "cursor"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "name": "ProductReviewsPaginationQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "args": [
              {
                "kind": "Variable",
                "name": "count",
                "variableName": "count"
              },
              {
                "kind": "Variable",
                "name": "cursor",
                "variableName": "cursor"
              }
            ],
            "kind": "FragmentSpread",
            "name": "ProductReviews_product"
          }
        ]
      }
    ],
    "type": "RootQuery"
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProductReviewsPaginationQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "kind": "ScalarField",
                "name": "databaseId"
              },
              (v4/*:: as any*/),
              {
                "kind": "ScalarField",
                "name": "averageRating"
              },
              {
                "kind": "ScalarField",
                "name": "reviewCount"
              },
              {
                "kind": "ScalarField",
                "name": "reviewsAllowed"
              },
              {
                "args": (v5/*:: as any*/),
                "concreteType": "ProductToCommentConnection",
                "kind": "LinkedField",
                "name": "reviews",
                "plural": false,
                "selections": [
                  {
                    "concreteType": "ProductToCommentConnectionEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "kind": "ScalarField",
                        "name": "cursor"
                      },
                      {
                        "kind": "ScalarField",
                        "name": "rating"
                      },
                      {
                        "concreteType": "Comment",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v3/*:: as any*/),
                          {
                            "kind": "ScalarField",
                            "name": "content"
                          },
                          {
                            "kind": "ScalarField",
                            "name": "date"
                          },
                          {
                            "kind": "ScalarField",
                            "name": "status"
                          },
                          {
                            "concreteType": "CommentToCommenterConnectionEdge",
                            "kind": "LinkedField",
                            "name": "author",
                            "plural": false,
                            "selections": [
                              {
                                "kind": "LinkedField",
                                "name": "node",
                                "plural": false,
                                "selections": [
                                  (v2/*:: as any*/),
                                  (v4/*:: as any*/),
                                  {
                                    "concreteType": "Avatar",
                                    "kind": "LinkedField",
                                    "name": "avatar",
                                    "plural": false,
                                    "selections": [
                                      {
                                        "kind": "ScalarField",
                                        "name": "url"
                                      }
                                    ]
                                  },
                                  (v3/*:: as any*/)
                                ]
                              }
                            ]
                          },
                          (v2/*:: as any*/)
                        ]
                      }
                    ]
                  },
                  {
                    "concreteType": "ProductToCommentConnectionPageInfo",
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
                "args": (v5/*:: as any*/),
                "handle": "connection",
                "key": "ProductReviews_reviews",
                "kind": "LinkedHandle",
                "name": "reviews"
              }
            ],
            "type": "Product",
            "abstractKey": "__isProduct"
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "b437e5be4d3386ec5f3c5e6b6d891450",
    "id": null,
    "metadata": {},
    "name": "ProductReviewsPaginationQuery",
    "operationKind": "query",
    "text": "query ProductReviewsPaginationQuery($count:Int=10,$cursor:String,$id:ID!){node(id:$id){__typename,...ProductReviews_product_1G22uz,id}}fragment ProductReviews_product_1G22uz on Product{__isProduct:__typename,id,databaseId,name,averageRating,reviewCount,reviewsAllowed,reviews(first:$count,after:$cursor){edges{cursor,rating,node{id,...ReviewItem_review,__typename}},pageInfo{endCursor,hasNextPage}}}fragment ReviewItem_review on Comment{content,date,status,author{node{__typename,name,avatar{url},id}}}"
  }
};
})();

(node as any).hash = "1a4ad7291d4b97a78a9a26174c937531";

export default node;
