/**
 * @generated SignedSource<<0bc7880b760b69b36d02632ea12e44d6>>
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
  "kind": "ScalarField",
  "name": "name"
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
      "kind": "ScalarField",
      "name": "id"
    },
    (v0/*:: as any*/),
    {
      "kind": "ScalarField",
      "name": "url"
    },
    {
      "kind": "ScalarField",
      "name": "downloadsRemaining"
    },
    {
      "kind": "ScalarField",
      "name": "accessExpires"
    },
    {
      "kind": "LinkedField",
      "name": "product",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "kind": "InlineFragment",
          "selections": [
            {
              "kind": "ScalarField",
              "name": "downloadLimit"
            }
          ],
          "type": "DownloadableProduct",
          "abstractKey": "__isDownloadableProduct"
        }
      ]
    }
  ],
  "type": "DownloadableItem"
};
})();

(node as any).hash = "72508accdee841e5f047389bee1eae46";

export default node;
