/**
 * @generated SignedSource<<b258762fa3fe97ac25e5de2fcef2c3f7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type StockStatusEnum = "IN_STOCK" | "ON_BACKORDER" | "OUT_OF_STOCK" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type useProductJsonLd_product$data = {
  readonly averageRating: number | null | undefined;
  readonly galleryImages: {
    readonly nodes: ReadonlyArray<{
      readonly sourceUrl: string | null | undefined;
    }>;
  } | null | undefined;
  readonly image: {
    readonly sourceUrl: string | null | undefined;
  } | null | undefined;
  readonly name: string | null | undefined;
  readonly price?: string | null | undefined;
  readonly reviewCount: number | null | undefined;
  readonly shortDescription: string | null | undefined;
  readonly sku: string | null | undefined;
  readonly stockStatus?: StockStatusEnum | null | undefined;
  readonly " $fragmentType": "useProductJsonLd_product";
};
export type useProductJsonLd_product$key = {
  readonly " $data"?: useProductJsonLd_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"useProductJsonLd_product">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "useProductJsonLd_product"
};

(node as any).hash = "4d5a92ab6c286ae34726ebf8b49021b7";

export default node;
