/**
 * @generated SignedSource<<8aae61efd26b5b05cb950be4d405f4b5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AvatarMenu_viewer$data = {
  readonly avatar: {
    readonly url: string | null | undefined;
  } | null | undefined;
  readonly username: string | null | undefined;
  readonly " $fragmentType": "AvatarMenu_viewer";
};
export type AvatarMenu_viewer$key = {
  readonly " $data"?: AvatarMenu_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AvatarMenu_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AvatarMenu_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "username",
      "storageKey": null
    },
    {
      "alias": null,
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
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        }
      ],
      "storageKey": "avatar(size:64)"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "5b566f6b3b1cc1caaaaa7117c7e07bb6";

export default node;
