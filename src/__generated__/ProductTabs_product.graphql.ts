/**
 * @generated SignedSource<<7e314d985af4605152e7d58754e9e764>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductTabs_product$data = {
  readonly description: string | null | undefined;
  readonly reviewCount: number | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ProductReviews_product">;
  readonly " $fragmentType": "ProductTabs_product";
};
export type ProductTabs_product$key = {
  readonly " $data"?: ProductTabs_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductTabs_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductTabs_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reviewCount",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductReviews_product"
    }
  ],
  "type": "Product",
  "abstractKey": "__isProduct"
};

(node as any).hash = "09939cc72e7ff8d947e97bf88b695c2b";

export default node;
