/**
 * @generated SignedSource<<483b569fef272ce87a23840837757ed7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductListRoute_itemList$data = {
  readonly products: {
    readonly nodes: ReadonlyArray<{
      readonly slug: string | null | undefined;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "ProductListRoute_itemList";
};
export type ProductListRoute_itemList$key = {
  readonly " $data"?: ProductListRoute_itemList$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductListRoute_itemList">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "ProductListRoute_itemList"
};

(node as any).hash = "467aa65b5ba4cbf43691cb86dfab061a";

export default node;
