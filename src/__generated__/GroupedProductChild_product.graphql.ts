/**
 * @generated SignedSource<<3344f9c2eea32f31c044f7b432cb04da>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProductTypesEnum = "EXTERNAL" | "GROUPED" | "SIMPLE" | "VARIABLE" | "VARIATION" | "%future added value";
export type StockStatusEnum = "IN_STOCK" | "ON_BACKORDER" | "OUT_OF_STOCK" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type GroupedProductChild_product$data = {
  readonly lowStockAmount?: number | null | undefined;
  readonly name: string | null | undefined;
  readonly price?: string | null | undefined;
  readonly purchasable: boolean | null | undefined;
  readonly regularPrice?: string | null | undefined;
  readonly slug: string | null | undefined;
  readonly stockQuantity?: number | null | undefined;
  readonly stockStatus?: StockStatusEnum | null | undefined;
  readonly type: ProductTypesEnum | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"useAddToCartMutation_product">;
  readonly " $fragmentType": "GroupedProductChild_product";
};
export type GroupedProductChild_product$key = {
  readonly " $data"?: GroupedProductChild_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"GroupedProductChild_product">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "format",
    "value": "RAW"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "name": "GroupedProductChild_product",
  "selections": [
    {
      "kind": "ScalarField",
      "name": "name"
    },
    {
      "kind": "ScalarField",
      "name": "slug"
    },
    {
      "kind": "ScalarField",
      "name": "type"
    },
    {
      "kind": "ScalarField",
      "name": "purchasable"
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "args": (v0/*:: as any*/),
          "kind": "ScalarField",
          "name": "price",
          "storageKey": "price(format:\"RAW\")"
        },
        {
          "args": (v0/*:: as any*/),
          "kind": "ScalarField",
          "name": "regularPrice",
          "storageKey": "regularPrice(format:\"RAW\")"
        }
      ],
      "type": "ProductWithPricing",
      "abstractKey": "__isProductWithPricing"
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "kind": "ScalarField",
          "name": "stockStatus"
        },
        {
          "kind": "ScalarField",
          "name": "stockQuantity"
        },
        {
          "kind": "ScalarField",
          "name": "lowStockAmount"
        }
      ],
      "type": "InventoriedProduct",
      "abstractKey": "__isInventoriedProduct"
    },
    {
      "kind": "FragmentSpread",
      "name": "useAddToCartMutation_product"
    }
  ],
  "type": "Product",
  "abstractKey": "__isProduct"
};
})();

(node as any).hash = "f7590091030eeb71b9b55adb0b95aab2";

export default node;
