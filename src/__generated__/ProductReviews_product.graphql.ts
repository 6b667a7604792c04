/**
 * @generated SignedSource<<6f2da33d3c9d3b0434f9b3c4464c0552>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductReviews_product$data = {
  readonly averageRating: number | null | undefined;
  readonly databaseId: number;
  readonly id: string;
  readonly name: string | null | undefined;
  readonly reviewCount: number | null | undefined;
  readonly reviews: {
    readonly edges: ReadonlyArray<{
      readonly cursor: string | null | undefined;
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"ReviewItem_review">;
      };
      readonly rating: number | null | undefined;
    }>;
  } | null | undefined;
  readonly reviewsAllowed: boolean | null | undefined;
  readonly " $fragmentType": "ProductReviews_product";
};
export type ProductReviews_product$key = {
  readonly " $data"?: ProductReviews_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductReviews_product">;
};

import ProductReviewsPaginationQuery_graphql from './ProductReviewsPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "reviews"
],
v1 = {
  "kind": "ScalarField",
  "name": "id"
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": 10,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "node"
      ],
      "operation": ProductReviewsPaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "ProductReviews_product",
  "selections": [
    (v1/*:: as any*/),
    {
      "kind": "ScalarField",
      "name": "databaseId"
    },
    {
      "kind": "ScalarField",
      "name": "name"
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
      "kind": "ScalarField",
      "name": "reviewsAllowed"
    },
    {
      "alias": "reviews",
      "concreteType": "ProductToCommentConnection",
      "kind": "LinkedField",
      "name": "__ProductReviews_reviews_connection",
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
                (v1/*:: as any*/),
                {
                  "kind": "FragmentSpread",
                  "name": "ReviewItem_review"
                },
                {
                  "kind": "ScalarField",
                  "name": "__typename"
                }
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
    }
  ],
  "type": "Product",
  "abstractKey": "__isProduct"
};
})();

(node as any).hash = "1a4ad7291d4b97a78a9a26174c937531";

export default node;
