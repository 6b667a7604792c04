/**
 * @generated SignedSource<<fddc732fab92aeecd573c33f1db33811>>
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
  "kind": "ScalarField",
  "name": "databaseId"
},
v1 = {
  "kind": "ScalarField",
  "name": "name"
},
v2 = {
  "kind": "ScalarField",
  "name": "slug"
},
v3 = {
  "kind": "ScalarField",
  "name": "sku"
},
v4 = {
  "kind": "ScalarField",
  "name": "onSale"
},
v5 = {
  "kind": "ScalarField",
  "name": "purchasable"
},
v6 = {
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
  "args": (v7/*:: as any*/),
  "kind": "ScalarField",
  "name": "price",
  "storageKey": "price(format:\"RAW\")"
},
v9 = {
  "args": (v7/*:: as any*/),
  "kind": "ScalarField",
  "name": "regularPrice",
  "storageKey": "regularPrice(format:\"RAW\")"
},
v10 = {
  "kind": "FragmentSpread",
  "name": "ProductPrice_tax"
},
v11 = {
  "kind": "ScalarField",
  "name": "stockStatus"
},
v12 = {
  "kind": "ScalarField",
  "name": "stockQuantity"
},
v13 = {
  "kind": "ScalarField",
  "name": "lowStockAmount"
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "name": "ProductDetails_product",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    (v4/*:: as any*/),
    (v5/*:: as any*/),
    {
      "kind": "ScalarField",
      "name": "averageRating"
    },
    {
      "kind": "ScalarField",
      "name": "reviewCount"
    },
    {
      "kind": "ScalarField",
      "name": "shortDescription"
    },
    {
      "concreteType": "MediaItem",
      "kind": "LinkedField",
      "name": "image",
      "plural": false,
      "selections": [
        (v6/*:: as any*/)
      ]
    },
    {
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
          "concreteType": "ProductCategory",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            {
              "kind": "ScalarField",
              "name": "id"
            },
            (v1/*:: as any*/),
            (v2/*:: as any*/)
          ]
        }
      ],
      "storageKey": "productCategories(first:10)"
    },
    {
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
      "kind": "FragmentSpread",
      "name": "useVariationSelection_product"
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
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
                  "concreteType": "MediaItem",
                  "kind": "LinkedField",
                  "name": "image",
                  "plural": false,
                  "selections": [
                    (v6/*:: as any*/),
                    {
                      "kind": "ScalarField",
                      "name": "altText"
                    }
                  ]
                }
              ]
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
          "kind": "ScalarField",
          "name": "externalUrl"
        },
        {
          "kind": "ScalarField",
          "name": "buttonText"
        }
      ],
      "type": "ExternalProduct"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "kind": "FragmentSpread",
            "name": "GroupedProductForm_product"
          }
        ],
        "type": "GroupProduct"
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
