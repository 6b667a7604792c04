/**
 * @generated SignedSource<<e8b6ae8e5b5ecaa6b525a42da3450799>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductListRoute_total$data = {
  readonly products: {
    readonly found: number | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "ProductListRoute_total";
};
export type ProductListRoute_total$key = {
  readonly " $data"?: ProductListRoute_total$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductListRoute_total">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "ProductListRoute_total"
};

(node as any).hash = "63e2d446648be446a042954000150d0c";

export default node;
