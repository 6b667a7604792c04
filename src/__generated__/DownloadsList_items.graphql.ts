/**
 * @generated SignedSource<<71919a712beed80652a2d3b113221bb6>>
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
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "DownloadableItem",
  "abstractKey": null
};
})();

(node as any).hash = "bd808ae6f1e410a99a7eddf41687e076";

export default node;
