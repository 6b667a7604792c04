/**
 * @generated SignedSource<<4ca80c9cb14bdfa6fc230d3c066d35a5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AvatarMenuTrigger_viewer$data = {
  readonly avatar: {
    readonly url: string | null | undefined;
  } | null | undefined;
  readonly username: string | null | undefined;
  readonly " $fragmentType": "AvatarMenuTrigger_viewer";
};
export type AvatarMenuTrigger_viewer$key = {
  readonly " $data"?: AvatarMenuTrigger_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AvatarMenuTrigger_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "name": "AvatarMenuTrigger_viewer",
  "selections": [
    {
      "kind": "ScalarField",
      "name": "username"
    },
    {
      "args": [
        {
          "kind": "Literal",
          "name": "size",
          "value": 64
        }
      ],
      "concreteType": "Avatar",
      "kind": "LinkedField",
      "name": "avatar",
      "plural": false,
      "selections": [
        {
          "kind": "ScalarField",
          "name": "url"
        }
      ],
      "storageKey": "avatar(size:64)"
    }
  ],
  "type": "User"
};

(node as any).hash = "a34a6bd28407c5398eacd0cc8d10d1c4";

export default node;
