/**
 * @generated SignedSource<<32792b535883e8bf94fa1620a2a98cb2>>
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
  "kind": "ScalarField",
  "name": "name"
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
    "concreteType": "VariationAttribute",
    "kind": "LinkedField",
    "name": "nodes",
    "plural": true,
    "selections": [
      (v1/*:: as any*/),
      {
        "kind": "ScalarField",
        "name": "value"
      }
    ]
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "name": "useVariationSelection_product",
  "selections": [
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "args": (v0/*:: as any*/),
          "concreteType": "ProductWithAttributesToProductAttributeConnection",
          "kind": "LinkedField",
          "name": "attributes",
          "plural": false,
          "selections": [
            {
              "kind": "LinkedField",
              "name": "nodes",
              "plural": true,
              "selections": [
                (v1/*:: as any*/),
                {
                  "kind": "ScalarField",
                  "name": "label"
                },
                {
                  "kind": "ScalarField",
                  "name": "options"
                },
                {
                  "kind": "ScalarField",
                  "name": "variation"
                },
                {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": (v2/*:: as any*/),
                      "concreteType": "GlobalProductAttributeToTermNodeConnection",
                      "kind": "LinkedField",
                      "name": "terms",
                      "plural": false,
                      "selections": [
                        {
                          "kind": "LinkedField",
                          "name": "nodes",
                          "plural": true,
                          "selections": [
                            {
                              "kind": "ScalarField",
                              "name": "slug"
                            },
                            (v1/*:: as any*/)
                          ]
                        }
                      ],
                      "storageKey": "terms(first:100)"
                    }
                  ],
                  "type": "GlobalProductAttribute"
                }
              ]
            }
          ],
          "storageKey": "attributes(first:20)"
        },
        {
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
          "args": (v2/*:: as any*/),
          "concreteType": "ProductWithVariationsToProductVariationConnection",
          "kind": "LinkedField",
          "name": "variations",
          "plural": false,
          "selections": [
            {
              "kind": "LinkedField",
              "name": "nodes",
              "plural": true,
              "selections": [
                {
                  "kind": "ScalarField",
                  "name": "databaseId"
                },
                {
                  "kind": "ScalarField",
                  "name": "purchasable"
                },
                {
                  "kind": "ScalarField",
                  "name": "stockStatus"
                },
                {
                  "args": (v0/*:: as any*/),
                  "concreteType": "ProductVariationToVariationAttributeConnection",
                  "kind": "LinkedField",
                  "name": "attributes",
                  "plural": false,
                  "selections": (v3/*:: as any*/),
                  "storageKey": "attributes(first:20)"
                }
              ]
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
