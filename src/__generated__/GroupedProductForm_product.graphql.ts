/**
 * @generated SignedSource<<766d3d9e56ba675d8a429634996f1692>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GroupedProductForm_product$data = {
  readonly products: {
    readonly nodes: ReadonlyArray<{
      readonly child: {
        readonly " $fragmentSpreads": FragmentRefs<"GroupedProductChild_product">;
      } | null | undefined;
      readonly id: string;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "GroupedProductForm_product";
};
export type GroupedProductForm_product$key = {
  readonly " $data"?: GroupedProductForm_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"GroupedProductForm_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GroupedProductForm_product",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 20
        }
      ],
      "concreteType": "GroupProductToProductUnionConnection",
      "kind": "LinkedField",
      "name": "products",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": null,
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            },
            {
              "fragment": {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "GroupedProductChild_product"
                  }
                ],
                "type": "Product",
                "abstractKey": "__isProduct"
              },
              "kind": "AliasedInlineFragmentSpread",
              "name": "child"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "products(first:20)"
    }
  ],
  "type": "GroupProduct",
  "abstractKey": null
};

(node as any).hash = "ab6fd66fceec7e03472bb1b9714589a5";

export default node;
