/**
 * @generated SignedSource<<10ca41e7055c8f60ccb7cb5f685f0834>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type StockStatusEnum = "IN_STOCK" | "ON_BACKORDER" | "OUT_OF_STOCK" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type useVariationSelection_product$data = {
  readonly attributes?: {
    readonly nodes: ReadonlyArray<{
      readonly label: string | null | undefined;
      readonly name: string | null | undefined;
      readonly options: ReadonlyArray<string | null | undefined> | null | undefined;
      readonly terms?: {
        readonly nodes: ReadonlyArray<{
          readonly name: string | null | undefined;
          readonly slug: string | null | undefined;
        }>;
      } | null | undefined;
      readonly variation: boolean | null | undefined;
    }>;
  } | null | undefined;
  readonly defaultAttributes?: {
    readonly nodes: ReadonlyArray<{
      readonly name: string | null | undefined;
      readonly value: string | null | undefined;
    }>;
  } | null | undefined;
  readonly variations?: {
    readonly nodes: ReadonlyArray<{
      readonly attributes: {
        readonly nodes: ReadonlyArray<{
          readonly name: string | null | undefined;
          readonly value: string | null | undefined;
        }>;
      } | null | undefined;
      readonly databaseId: number;
      readonly purchasable: boolean | null | undefined;
      readonly stockStatus: StockStatusEnum | null | undefined;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "useVariationSelection_product";
};
export type useVariationSelection_product$key = {
  readonly " $data"?: useVariationSelection_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"useVariationSelection_product">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v3 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "VariationAttribute",
    "kind": "LinkedField",
    "name": "nodes",
    "plural": true,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "value",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useVariationSelection_product",
  "selections": [
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": (v0/*:: as any*/),
          "concreteType": "ProductWithAttributesToProductAttributeConnection",
          "kind": "LinkedField",
          "name": "attributes",
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
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "label",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "options",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "variation",
                  "storageKey": null
                },
                {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "alias": null,
                      "args": (v2/*:: as any*/),
                      "concreteType": "GlobalProductAttributeToTermNodeConnection",
                      "kind": "LinkedField",
                      "name": "terms",
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
                              "name": "slug",
                              "storageKey": null
                            },
                            (v1/*:: as any*/)
                          ],
                          "storageKey": null
                        }
                      ],
                      "storageKey": "terms(first:100)"
                    }
                  ],
                  "type": "GlobalProductAttribute",
                  "abstractKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": "attributes(first:20)"
        },
        {
          "alias": null,
          "args": (v0/*:: as any*/),
          "concreteType": "ProductWithAttributesToVariationAttributeConnection",
          "kind": "LinkedField",
          "name": "defaultAttributes",
          "plural": false,
          "selections": (v3/*:: as any*/),
          "storageKey": "defaultAttributes(first:20)"
        }
      ],
      "type": "ProductWithAttributes",
      "abstractKey": "__isProductWithAttributes"
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": (v2/*:: as any*/),
          "concreteType": "ProductWithVariationsToProductVariationConnection",
          "kind": "LinkedField",
          "name": "variations",
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
                  "name": "databaseId",
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
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "stockStatus",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": (v0/*:: as any*/),
                  "concreteType": "ProductVariationToVariationAttributeConnection",
                  "kind": "LinkedField",
                  "name": "attributes",
                  "plural": false,
                  "selections": (v3/*:: as any*/),
                  "storageKey": "attributes(first:20)"
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": "variations(first:100)"
        }
      ],
      "type": "ProductWithVariations",
      "abstractKey": "__isProductWithVariations"
    }
  ],
  "type": "Product",
  "abstractKey": "__isProduct"
};
})();

(node as any).hash = "4707f49ed5fdceb3cb803ae3b808a32e";

export default node;
