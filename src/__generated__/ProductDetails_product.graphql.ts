/**
 * @generated SignedSource<<a1d56f4472ee1651b3a2124b49ba5263>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type StockStatusEnum = "IN_STOCK" | "ON_BACKORDER" | "OUT_OF_STOCK" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProductDetails_product$data = {
  readonly averageRating: number | null | undefined;
  readonly buttonText?: string | null | undefined;
  readonly databaseId: number;
  readonly externalUrl?: string | null | undefined;
  readonly groupedProducts: {
    readonly " $fragmentSpreads": FragmentRefs<"GroupedProductForm_product">;
  } | null | undefined;
  readonly image: {
    readonly sourceUrl: string | null | undefined;
  } | null | undefined;
  readonly lowStockAmount?: number | null | undefined;
  readonly name: string | null | undefined;
  readonly onSale: boolean | null | undefined;
  readonly price?: string | null | undefined;
  readonly productCategories: {
    readonly nodes: ReadonlyArray<{
      readonly id: string;
      readonly name: string | null | undefined;
      readonly slug: string | null | undefined;
    }>;
  } | null | undefined;
  readonly purchasable: boolean | null | undefined;
  readonly regularPrice?: string | null | undefined;
  readonly reviewCount: number | null | undefined;
  readonly shortDescription: string | null | undefined;
  readonly sku: string | null | undefined;
  readonly slug: string | null | undefined;
  readonly stockQuantity?: number | null | undefined;
  readonly stockStatus?: StockStatusEnum | null | undefined;
  readonly variations?: {
    readonly nodes: ReadonlyArray<{
      readonly databaseId: number;
      readonly image: {
        readonly altText: string | null | undefined;
        readonly sourceUrl: string | null | undefined;
      } | null | undefined;
      readonly lowStockAmount: number | null | undefined;
      readonly onSale: boolean | null | undefined;
      readonly price: string | null | undefined;
      readonly purchasable: boolean | null | undefined;
      readonly regularPrice: string | null | undefined;
      readonly sku: string | null | undefined;
      readonly stockQuantity: number | null | undefined;
      readonly stockStatus: StockStatusEnum | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"ProductPrice_tax">;
    }>;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ProductGallery_product" | "ProductPrice_tax" | "useVariationSelection_product">;
  readonly " $fragmentType": "ProductDetails_product";
};
export type ProductDetails_product$key = {
  readonly " $data"?: ProductDetails_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductDetails_product">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sku",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "onSale",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "purchasable",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "size",
      "value": "LARGE"
    }
  ],
  "kind": "ScalarField",
  "name": "sourceUrl",
  "storageKey": "sourceUrl(size:\"LARGE\")"
},
v7 = [
  {
    "kind": "Literal",
    "name": "format",
    "value": "RAW"
  }
],
v8 = {
  "alias": null,
  "args": (v7/*:: as any*/),
  "kind": "ScalarField",
  "name": "price",
  "storageKey": "price(format:\"RAW\")"
},
v9 = {
  "alias": null,
  "args": (v7/*:: as any*/),
  "kind": "ScalarField",
  "name": "regularPrice",
  "storageKey": "regularPrice(format:\"RAW\")"
},
v10 = {
  "args": null,
  "kind": "FragmentSpread",
  "name": "ProductPrice_tax"
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stockStatus",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stockQuantity",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lowStockAmount",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductDetails_product",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    (v4/*:: as any*/),
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "averageRating",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reviewCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shortDescription",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MediaItem",
      "kind": "LinkedField",
      "name": "image",
      "plural": false,
      "selections": [
        (v6/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 10
        }
      ],
      "concreteType": "ProductToProductCategoryConnection",
      "kind": "LinkedField",
      "name": "productCategories",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ProductCategory",
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
            (v1/*:: as any*/),
            (v2/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": "productCategories(first:10)"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductGallery_product"
    },
    {
      "kind": "InlineFragment",
      "selections": [
        (v8/*:: as any*/),
        (v9/*:: as any*/)
      ],
      "type": "ProductWithPricing",
      "abstractKey": "__isProductWithPricing"
    },
    (v10/*:: as any*/),
    {
      "kind": "InlineFragment",
      "selections": [
        (v11/*:: as any*/),
        (v12/*:: as any*/),
        (v13/*:: as any*/)
      ],
      "type": "InventoriedProduct",
      "abstractKey": "__isInventoriedProduct"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useVariationSelection_product"
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": [
            {
              "kind": "Literal",
              "name": "first",
              "value": 100
            }
          ],
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
                (v0/*:: as any*/),
                (v3/*:: as any*/),
                (v5/*:: as any*/),
                (v4/*:: as any*/),
                (v8/*:: as any*/),
                (v9/*:: as any*/),
                (v10/*:: as any*/),
                (v11/*:: as any*/),
                (v12/*:: as any*/),
                (v13/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "MediaItem",
                  "kind": "LinkedField",
                  "name": "image",
                  "plural": false,
                  "selections": [
                    (v6/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "altText",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
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
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "externalUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "buttonText",
          "storageKey": null
        }
      ],
      "type": "ExternalProduct",
      "abstractKey": null
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "GroupedProductForm_product"
          }
        ],
        "type": "GroupProduct",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "groupedProducts"
    }
  ],
  "type": "Product",
  "abstractKey": "__isProduct"
};
})();

(node as any).hash = "50b12669ef04add627329f8207703084";

export default node;
