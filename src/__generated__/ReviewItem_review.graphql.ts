/**
 * @generated SignedSource<<8ea300f1a40c60f24eb055b44bad2944>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CommentStatusEnum = "APPROVE" | "HOLD" | "SPAM" | "TRASH" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReviewItem_review$data = {
  readonly author: {
    readonly node: {
      readonly avatar: {
        readonly url: string | null | undefined;
      } | null | undefined;
      readonly name: string | null | undefined;
    };
  } | null | undefined;
  readonly content: string | null | undefined;
  readonly date: string | null | undefined;
  readonly status: CommentStatusEnum | null | undefined;
  readonly " $fragmentType": "ReviewItem_review";
};
export type ReviewItem_review$key = {
  readonly " $data"?: ReviewItem_review$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewItem_review">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "name": "ReviewItem_review",
  "selections": [
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
            }
          ]
        }
      ]
    }
  ],
  "type": "Comment"
};

(node as any).hash = "3fc22ecfe88a10d3c7c55cc6636efa23";

export default node;
