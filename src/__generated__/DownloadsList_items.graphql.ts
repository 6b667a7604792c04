/**
 * @generated SignedSource<<05fe8d54f175d94652b481733b10d641>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DownloadsList_items$data = ReadonlyArray<{
  readonly accessExpires: string | null | undefined;
  readonly downloadsRemaining: number | null | undefined;
  readonly id: string;
  readonly name: string | null | undefined;
  readonly product: {
    readonly downloadLimit?: number | null | undefined;
    readonly name: string | null | undefined;
  } | null | undefined;
  readonly url: string | null | undefined;
  readonly " $fragmentType": "DownloadsList_items";
}>;
export type DownloadsList_items$key = ReadonlyArray<{
  readonly " $data"?: DownloadsList_items$data;
  readonly " $fragmentSpreads": FragmentRefs<"DownloadsList_items">;
}>;

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "DownloadsList_items",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "downloadsRemaining",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accessExpires",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "product",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "kind": "InlineFragment",
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "downloadLimit",
              "storageKey": null
            }
          ],
          "type": "DownloadableProduct",
          "abstractKey": "__isDownloadableProduct"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "DownloadableItem",
  "abstractKey": null
};
})();

(node as any).hash = "72508accdee841e5f047389bee1eae46";

export default node;
