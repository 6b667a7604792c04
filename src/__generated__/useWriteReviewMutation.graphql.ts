/**
 * @generated SignedSource<<0a0b601970dfb7131f4cad5fa4cb828e>>
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rating",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useWriteReviewMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "WriteReviewPayload",
        "kind": "LinkedField",
        "name": "writeReview",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Comment",
            "kind": "LinkedField",
            "name": "review",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ReviewItem_review"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "RootMutation",
    "abstractKey": null
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
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "WriteReviewPayload",
        "kind": "LinkedField",
        "name": "writeReview",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Comment",
            "kind": "LinkedField",
            "name": "review",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "content",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "date",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CommentToCommenterConnectionEdge",
                "kind": "LinkedField",
                "name": "author",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": null,
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "__typename",
                        "storageKey": null
                      },
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
                        "concreteType": "Avatar",
                        "kind": "LinkedField",
                        "name": "avatar",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "url",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "filters": null,
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
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "57895478f4ce17b955b3acae62182476",
    "id": null,
    "metadata": {},
    "name": "useWriteReviewMutation",
    "operationKind": "mutation",
    "text": "mutation useWriteReviewMutation(\n  $input: WriteReviewInput!\n) {\n  writeReview(input: $input) {\n    rating\n    review {\n      id\n      status\n      ...ReviewItem_review\n    }\n  }\n}\n\nfragment ReviewItem_review on Comment {\n  content\n  date\n  status\n  author {\n    node {\n      __typename\n      name\n      avatar {\n        url\n      }\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c8e09ebc6f3668f389f727b649782c4a";

export default node;
