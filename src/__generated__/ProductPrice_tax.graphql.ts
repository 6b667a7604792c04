/**
 * @generated SignedSource<<4825b0cd67d4664341d67817cdf3fe33>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TaxClassEnum = "INHERIT_CART" | "REDUCED_RATE" | "STANDARD" | "ZERO_RATE" | "%future added value";
export type TaxStatusEnum = "NONE" | "SHIPPING" | "TAXABLE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProductPrice_tax$data = {
  readonly taxClass?: TaxClassEnum | null | undefined;
  readonly taxStatus?: TaxStatusEnum | null | undefined;
  readonly " $fragmentType": "ProductPrice_tax";
};
export type ProductPrice_tax$key = {
  readonly " $data"?: ProductPrice_tax$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductPrice_tax">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "name": "ProductPrice_tax",
  "selections": [
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "kind": "ScalarField",
          "name": "taxClass"
        },
        {
          "kind": "ScalarField",
          "name": "taxStatus"
        }
      ],
      "type": "ProductWithPricing",
      "abstractKey": "__isProductWithPricing"
    }
  ],
  "type": "ProductUnion",
  "abstractKey": "__isProductUnion"
};

(node as any).hash = "2b0e5cc702d7ee3556e7a5016c4ff545";

export default node;
