/**
 * @generated SignedSource<<bf145af6dc51986cf40d3536d4ef7db0>>
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
  "name": "ProductTabs_product",
  "selections": [
    {
      "kind": "ScalarField",
      "name": "description"
    },
    {
      "kind": "ScalarField",
      "name": "reviewCount"
    },
    {
      "kind": "FragmentSpread",
      "name": "AdditionalInformation_product"
    },
    {
      "kind": "FragmentSpread",
      "name": "ProductReviews_product"
    }
  ],
  "type": "Product",
  "abstractKey": "__isProduct"
};

(node as any).hash = "ad5d5af7a662ab21f4cbf5e86eeb59ec";

export default node;
