/**
 * @generated SignedSource<<f4802bc17cbda9ed64f39c7dc1f7a676>>
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
  readonly " $fragmentSpreads": FragmentRefs<"AdditionalInformation_product" | "ProductReviews_product">;
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
      "name": "AdditionalInformation_product"
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

(node as any).hash = "ad5d5af7a662ab21f4cbf5e86eeb59ec";

export default node;
