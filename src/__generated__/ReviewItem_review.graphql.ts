/**
 * @generated SignedSource<<12d028e59012915968db8ccf220ca089>>
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
  "metadata": null,
  "name": "ReviewItem_review",
  "selections": [
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
      "kind": "ScalarField",
      "name": "status",
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
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Comment",
  "abstractKey": null
};

(node as any).hash = "3fc22ecfe88a10d3c7c55cc6636efa23";

export default node;
