/**
 * @generated SignedSource<<b52c6de95aa66cc1706b1f430081399e>>
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
  "metadata": null,
  "name": "GroupedProductChild_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "purchasable",
      "storageKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": (v0/*:: as any*/),
          "kind": "ScalarField",
          "name": "price",
          "storageKey": "price(format:\"RAW\")"
        },
        {
          "alias": null,
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
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "stockStatus",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "stockQuantity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lowStockAmount",
          "storageKey": null
        }
      ],
      "type": "InventoriedProduct",
      "abstractKey": "__isInventoriedProduct"
    },
    {
      "args": null,
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
