/**
 * @generated SignedSource<<8f761db94eeb7520e81cd2705b779e36>>
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
  "metadata": null,
  "name": "AvatarMenuTrigger_viewer",
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

(node as any).hash = "a34a6bd28407c5398eacd0cc8d10d1c4";

export default node;
