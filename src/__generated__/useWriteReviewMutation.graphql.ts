/**
 * @generated SignedSource<<26b1eea02296d1655b32a7ecb21b45bb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CommentStatusEnum = "APPROVE" | "HOLD" | "SPAM" | "TRASH" | "%future added value";
export type WriteReviewInput = {
  author?: string | null | undefined;
  authorEmail?: string | null | undefined;
  authorUrl?: string | null | undefined;
  clientMutationId?: string | null | undefined;
  commentOn?: number | null | undefined;
  content?: string | null | undefined;
  date?: string | null | undefined;
  parent?: string | null | undefined;
  rating: number;
  status?: CommentStatusEnum | null | undefined;
};
export type useWriteReviewMutation$variables = {
  connections: ReadonlyArray<string>;
  input: WriteReviewInput;
};
export type useWriteReviewMutation$data = {
  readonly writeReview: {
    readonly rating: number | null | undefined;
    readonly review: {
      readonly id: string;
      readonly status: CommentStatusEnum | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"ReviewItem_review">;
    } | null | undefined;
  } | null | undefined;
};
export type useWriteReviewMutation = {
  response: useWriteReviewMutation$data;
  variables: useWriteReviewMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "kind": "ScalarField",
  "name": "rating"
},
v4 = {
  "kind": "ScalarField",
  "name": "id"
},
v5 = {
  "kind": "ScalarField",
  "name": "status"
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "name": "useWriteReviewMutation",
    "selections": [
      {
        "args": (v2/*:: as any*/),
        "concreteType": "WriteReviewPayload",
        "kind": "LinkedField",
        "name": "writeReview",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "concreteType": "Comment",
            "kind": "LinkedField",
            "name": "review",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "kind": "FragmentSpread",
                "name": "ReviewItem_review"
              }
            ]
          }
        ]
      }
    ],
    "type": "RootMutation"
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useWriteReviewMutation",
    "selections": [
      {
        "args": (v2/*:: as any*/),
        "concreteType": "WriteReviewPayload",
        "kind": "LinkedField",
        "name": "writeReview",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "concreteType": "Comment",
            "kind": "LinkedField",
            "name": "review",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "kind": "ScalarField",
                "name": "content"
              },
              {
                "kind": "ScalarField",
                "name": "date"
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
                      {
                        "kind": "ScalarField",
                        "name": "__typename"
                      },
                      {
                        "kind": "ScalarField",
                        "name": "name"
                      },
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
                      (v4/*:: as any*/)
                    ]
                  }
                ]
              }
            ]
          },
          {
            "handle": "prependNode",
            "key": "",
            "kind": "LinkedHandle",
            "name": "review",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              },
              {
                "kind": "Literal",
                "name": "edgeTypeName",
                "value": "ProductToCommentConnectionEdge"
              }
            ]
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "cf429fa2a313fba7b76d4853979195da",
    "id": null,
    "metadata": {},
    "name": "useWriteReviewMutation",
    "operationKind": "mutation",
    "text": "mutation useWriteReviewMutation($input:WriteReviewInput!){writeReview(input:$input){rating,review{id,status,...ReviewItem_review}}}fragment ReviewItem_review on Comment{content,date,status,author{node{__typename,name,avatar{url},id}}}"
  }
};
})();

(node as any).hash = "c8e09ebc6f3668f389f727b649782c4a";

export default node;
