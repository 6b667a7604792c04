/**
 * @generated SignedSource<<5612ac6027b4ac27392f860ab6520863>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductRouteQuery$variables = {
  slug: string;
};
export type ProductRouteQuery$data = {
  readonly product: {
    readonly image: {
      readonly sourceUrl: string | null | undefined;
    } | null | undefined;
    readonly name: string | null | undefined;
    readonly shortDescription: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"ProductDetails_product" | "ProductTabs_product" | "RelatedProducts_product" | "useAddToCartAction_product" | "useProductJsonLd_product">;
  } | null | undefined;
};
export type ProductRouteQuery = {
  response: ProductRouteQuery$data;
  variables: ProductRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "slug"
  },
  {
    "kind": "Literal",
    "name": "idType",
    "value": "SLUG"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "shortDescription",
  "storageKey": null
},
v4 = {
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
v5 = [
  (v4/*:: as any*/)
],
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "MediaItem",
  "kind": "LinkedField",
  "name": "image",
  "plural": false,
  "selections": (v5/*:: as any*/),
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sku",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "averageRating",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reviewCount",
  "storageKey": null
},
v10 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  }
],
v11 = [
  {
    "kind": "Literal",
    "name": "format",
    "value": "RAW"
  }
],
v12 = {
  "alias": null,
  "args": (v11/*:: as any*/),
  "kind": "ScalarField",
  "name": "price",
  "storageKey": "price(format:\"RAW\")"
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stockStatus",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "altText",
  "storageKey": null
},
v17 = {
  "alias": "thumbnailUrl",
  "args": [
    {
      "kind": "Literal",
      "name": "size",
      "value": "THUMBNAIL"
    }
  ],
  "kind": "ScalarField",
  "name": "sourceUrl",
  "storageKey": "sourceUrl(size:\"THUMBNAIL\")"
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "onSale",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "purchasable",
  "storageKey": null
},
v22 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
],
v23 = [
  (v4/*:: as any*/),
  (v16/*:: as any*/),
  (v15/*:: as any*/)
],
v24 = {
  "alias": null,
  "args": (v11/*:: as any*/),
  "kind": "ScalarField",
  "name": "regularPrice",
  "storageKey": "regularPrice(format:\"RAW\")"
},
v25 = {
  "kind": "InlineFragment",
  "selections": [
    (v12/*:: as any*/),
    (v24/*:: as any*/)
  ],
  "type": "ProductWithPricing",
  "abstractKey": "__isProductWithPricing"
},
v26 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "taxClass",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "taxStatus",
          "storageKey": null
        }
      ],
      "type": "ProductWithPricing",
      "abstractKey": "__isProductWithPricing"
    }
  ],
  "type": "ProductUnion",
  "abstractKey": "__isProductUnion"
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stockQuantity",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lowStockAmount",
  "storageKey": null
},
v29 = {
  "kind": "InlineFragment",
  "selections": [
    (v13/*:: as any*/),
    (v27/*:: as any*/),
    (v28/*:: as any*/)
  ],
  "type": "InventoriedProduct",
  "abstractKey": "__isInventoriedProduct"
},
v30 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v31 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "VariationAttribute",
    "kind": "LinkedField",
    "name": "nodes",
    "plural": true,
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "value",
        "storageKey": null
      },
      (v15/*:: as any*/)
    ],
    "storageKey": null
  }
],
v32 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": (v30/*:: as any*/),
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
            (v14/*:: as any*/),
            (v15/*:: as any*/),
            (v18/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": "variations(first:100)"
    }
  ],
  "type": "VariableProduct",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ProductRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "product",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v6/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProductDetails_product"
          },
          {
            "kind": "InlineDataFragmentSpread",
            "name": "useProductJsonLd_product",
            "selections": [
              (v2/*:: as any*/),
              (v7/*:: as any*/),
              (v3/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": (v10/*:: as any*/),
                "concreteType": "ProductToMediaItemConnection",
                "kind": "LinkedField",
                "name": "galleryImages",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "MediaItem",
                    "kind": "LinkedField",
                    "name": "nodes",
                    "plural": true,
                    "selections": (v5/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": "galleryImages(first:20)"
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  (v12/*:: as any*/)
                ],
                "type": "ProductWithPricing",
                "abstractKey": "__isProductWithPricing"
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  (v13/*:: as any*/)
                ],
                "type": "InventoriedProduct",
                "abstractKey": "__isInventoriedProduct"
              }
            ],
            "args": null,
            "argumentDefinitions": []
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "useAddToCartAction_product"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProductTabs_product"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RelatedProducts_product"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "RootQuery",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProductRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "product",
        "plural": false,
        "selections": [
          (v14/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "MediaItem",
            "kind": "LinkedField",
            "name": "image",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "kind": "TypeDiscriminator",
            "abstractKey": "__isProduct"
          },
          (v18/*:: as any*/),
          (v19/*:: as any*/),
          (v7/*:: as any*/),
          (v20/*:: as any*/),
          (v21/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": (v22/*:: as any*/),
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
                  (v15/*:: as any*/),
                  (v2/*:: as any*/),
                  (v19/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "productCategories(first:10)"
          },
          {
            "alias": null,
            "args": (v10/*:: as any*/),
            "concreteType": "ProductToMediaItemConnection",
            "kind": "LinkedField",
            "name": "galleryImages",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "MediaItem",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": (v23/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": "galleryImages(first:20)"
          },
          (v15/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reviewsAllowed",
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v22/*:: as any*/),
            "concreteType": "ProductToCommentConnection",
            "kind": "LinkedField",
            "name": "reviews",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ProductToCommentConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cursor",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "rating",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Comment",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v15/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "content",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "date",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "status",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "CommentToCommenterConnectionEdge",
                        "kind": "LinkedField",
                        "name": "author",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": null,
                            "kind": "LinkedField",
                            "name": "node",
                            "plural": false,
                            "selections": [
                              (v14/*:: as any*/),
                              (v2/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "Avatar",
                                "kind": "LinkedField",
                                "name": "avatar",
                                "plural": false,
                                "selections": [
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "url",
                                    "storageKey": null
                                  }
                                ],
                                "storageKey": null
                              },
                              (v15/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      (v14/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ProductToCommentConnectionPageInfo",
                "kind": "LinkedField",
                "name": "pageInfo",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "endCursor",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasNextPage",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "reviews(first:10)"
          },
          {
            "alias": null,
            "args": (v22/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "ProductReviews_reviews",
            "kind": "LinkedHandle",
            "name": "reviews"
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 5
              }
            ],
            "concreteType": "ProductToProductUnionConnection",
            "kind": "LinkedField",
            "name": "related",
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
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  {
                    "kind": "InlineFragment",
                    "selections": [
                      (v2/*:: as any*/),
                      (v19/*:: as any*/),
                      (v20/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "MediaItem",
                        "kind": "LinkedField",
                        "name": "image",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": [
                              {
                                "kind": "Literal",
                                "name": "size",
                                "value": "WOOCOMMERCE_THUMBNAIL"
                              }
                            ],
                            "kind": "ScalarField",
                            "name": "sourceUrl",
                            "storageKey": "sourceUrl(size:\"WOOCOMMERCE_THUMBNAIL\")"
                          },
                          (v16/*:: as any*/),
                          (v15/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v25/*:: as any*/),
                      (v26/*:: as any*/)
                    ],
                    "type": "Product",
                    "abstractKey": "__isProduct"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "related(first:5)"
          },
          (v25/*:: as any*/),
          (v26/*:: as any*/),
          (v29/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": (v10/*:: as any*/),
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
                      (v14/*:: as any*/),
                      (v2/*:: as any*/),
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
                            "args": (v30/*:: as any*/),
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
                                  (v14/*:: as any*/),
                                  (v19/*:: as any*/),
                                  (v2/*:: as any*/),
                                  (v15/*:: as any*/)
                                ],
                                "storageKey": null
                              }
                            ],
                            "storageKey": "terms(first:100)"
                          }
                        ],
                        "type": "GlobalProductAttribute",
                        "abstractKey": null
                      },
                      (v15/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "visible",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "attributes(first:20)"
              },
              {
                "alias": null,
                "args": (v10/*:: as any*/),
                "concreteType": "ProductWithAttributesToVariationAttributeConnection",
                "kind": "LinkedField",
                "name": "defaultAttributes",
                "plural": false,
                "selections": (v31/*:: as any*/),
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
                "args": (v30/*:: as any*/),
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
                      (v14/*:: as any*/),
                      (v18/*:: as any*/),
                      (v21/*:: as any*/),
                      (v13/*:: as any*/),
                      {
                        "alias": null,
                        "args": (v10/*:: as any*/),
                        "concreteType": "ProductVariationToVariationAttributeConnection",
                        "kind": "LinkedField",
                        "name": "attributes",
                        "plural": false,
                        "selections": (v31/*:: as any*/),
                        "storageKey": "attributes(first:20)"
                      },
                      (v15/*:: as any*/),
                      (v7/*:: as any*/),
                      (v20/*:: as any*/),
                      (v12/*:: as any*/),
                      (v24/*:: as any*/),
                      (v26/*:: as any*/),
                      (v27/*:: as any*/),
                      (v28/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "MediaItem",
                        "kind": "LinkedField",
                        "name": "image",
                        "plural": false,
                        "selections": (v23/*:: as any*/),
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
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": (v10/*:: as any*/),
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
                      (v14/*:: as any*/),
                      (v15/*:: as any*/),
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          (v2/*:: as any*/),
                          (v19/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "type",
                            "storageKey": null
                          },
                          (v21/*:: as any*/),
                          (v18/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "MediaItem",
                            "kind": "LinkedField",
                            "name": "image",
                            "plural": false,
                            "selections": [
                              (v17/*:: as any*/),
                              (v15/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v25/*:: as any*/),
                          (v29/*:: as any*/),
                          (v32/*:: as any*/)
                        ],
                        "type": "Product",
                        "abstractKey": "__isProduct"
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
          },
          (v32/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "weight",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "length",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "width",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "height",
                "storageKey": null
              }
            ],
            "type": "ProductWithDimensions",
            "abstractKey": "__isProductWithDimensions"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "3265e227e022620986c1f0d3154f4df9",
    "id": null,
    "metadata": {},
    "name": "ProductRouteQuery",
    "operationKind": "query",
    "text": "query ProductRouteQuery(\n  $slug: ID!\n) {\n  product(id: $slug, idType: SLUG) {\n    __typename\n    name\n    shortDescription\n    image {\n      sourceUrl(size: LARGE)\n      id\n    }\n    ...ProductDetails_product\n    ...useProductJsonLd_product\n    ...useAddToCartAction_product\n    ...ProductTabs_product\n    ...RelatedProducts_product\n    id\n  }\n}\n\nfragment AdditionalInformation_product on Product {\n  __isProduct: __typename\n  ... on ProductWithDimensions {\n    __isProductWithDimensions: __typename\n    weight\n    length\n    width\n    height\n  }\n  ... on ProductWithAttributes {\n    __isProductWithAttributes: __typename\n    attributes(first: 20) {\n      nodes {\n        __typename\n        id\n        label\n        name\n        options\n        visible\n        ... on GlobalProductAttribute {\n          terms(first: 100) {\n            nodes {\n              __typename\n              slug\n              name\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n}\n\nfragment GroupedProductChild_product on Product {\n  __isProduct: __typename\n  name\n  slug\n  type\n  purchasable\n  ... on ProductWithPricing {\n    __isProductWithPricing: __typename\n    price(format: RAW)\n    regularPrice(format: RAW)\n  }\n  ... on InventoriedProduct {\n    __isInventoriedProduct: __typename\n    stockStatus\n    stockQuantity\n    lowStockAmount\n  }\n  ...useAddToCartMutation_product\n}\n\nfragment GroupedProductForm_product on GroupProduct {\n  products(first: 20) {\n    nodes {\n      __typename\n      id\n      ...GroupedProductChild_product\n    }\n  }\n}\n\nfragment ProductCard_product on Product {\n  __isProduct: __typename\n  name\n  slug\n  onSale\n  averageRating\n  reviewCount\n  image {\n    sourceUrl(size: WOOCOMMERCE_THUMBNAIL)\n    altText\n    id\n  }\n  ... on ProductWithPricing {\n    __isProductWithPricing: __typename\n    price(format: RAW)\n    regularPrice(format: RAW)\n  }\n  ...ProductPrice_tax\n}\n\nfragment ProductDetails_product on Product {\n  __isProduct: __typename\n  databaseId\n  name\n  slug\n  sku\n  onSale\n  purchasable\n  averageRating\n  reviewCount\n  shortDescription\n  image {\n    sourceUrl(size: LARGE)\n    id\n  }\n  productCategories(first: 10) {\n    nodes {\n      id\n      name\n      slug\n    }\n  }\n  ...ProductGallery_product\n  ... on ProductWithPricing {\n    __isProductWithPricing: __typename\n    price(format: RAW)\n    regularPrice(format: RAW)\n  }\n  ...ProductPrice_tax\n  ... on InventoriedProduct {\n    __isInventoriedProduct: __typename\n    stockStatus\n    stockQuantity\n    lowStockAmount\n  }\n  ...useVariationSelection_product\n  ... on ProductWithVariations {\n    __isProductWithVariations: __typename\n    variations(first: 100) {\n      nodes {\n        __typename\n        databaseId\n        sku\n        purchasable\n        onSale\n        price(format: RAW)\n        regularPrice(format: RAW)\n        ...ProductPrice_tax\n        stockStatus\n        stockQuantity\n        lowStockAmount\n        image {\n          sourceUrl(size: LARGE)\n          altText\n          id\n        }\n        id\n      }\n    }\n  }\n  ... on ExternalProduct {\n    externalUrl\n    buttonText\n  }\n  ...GroupedProductForm_product\n}\n\nfragment ProductGallery_product on Product {\n  __isProduct: __typename\n  name\n  image {\n    sourceUrl(size: LARGE)\n    altText\n    id\n  }\n  galleryImages(first: 20) {\n    nodes {\n      sourceUrl(size: LARGE)\n      altText\n      id\n    }\n  }\n}\n\nfragment ProductPrice_tax on ProductUnion {\n  __isProductUnion: __typename\n  ... on ProductWithPricing {\n    __isProductWithPricing: __typename\n    taxClass\n    taxStatus\n  }\n}\n\nfragment ProductReviews_product on Product {\n  __isProduct: __typename\n  id\n  databaseId\n  name\n  averageRating\n  reviewCount\n  reviewsAllowed\n  reviews(first: 10) {\n    edges {\n      cursor\n      rating\n      node {\n        id\n        ...ReviewItem_review\n        __typename\n      }\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment ProductTabs_product on Product {\n  __isProduct: __typename\n  description\n  reviewCount\n  ...AdditionalInformation_product\n  ...ProductReviews_product\n}\n\nfragment RelatedProducts_product on Product {\n  __isProduct: __typename\n  related(first: 5) {\n    nodes {\n      __typename\n      id\n      ...ProductCard_product\n    }\n  }\n}\n\nfragment ReviewItem_review on Comment {\n  content\n  date\n  status\n  author {\n    node {\n      __typename\n      name\n      avatar {\n        url\n      }\n      id\n    }\n  }\n}\n\nfragment useAddToCartAction_product on Product {\n  __isProduct: __typename\n  ...useAddToCartMutation_product\n}\n\nfragment useAddToCartMutation_product on Product {\n  __isProduct: __typename\n  id\n  databaseId\n  ... on VariableProduct {\n    variations(first: 100) {\n      nodes {\n        __typename\n        id\n        databaseId\n      }\n    }\n  }\n  name\n  slug\n  image {\n    thumbnailUrl: sourceUrl(size: THUMBNAIL)\n    id\n  }\n}\n\nfragment useProductJsonLd_product on Product {\n  __isProduct: __typename\n  name\n  sku\n  shortDescription\n  averageRating\n  reviewCount\n  image {\n    sourceUrl(size: LARGE)\n    id\n  }\n  galleryImages(first: 20) {\n    nodes {\n      sourceUrl(size: LARGE)\n      id\n    }\n  }\n  ... on ProductWithPricing {\n    __isProductWithPricing: __typename\n    price(format: RAW)\n  }\n  ... on InventoriedProduct {\n    __isInventoriedProduct: __typename\n    stockStatus\n  }\n}\n\nfragment useVariationSelection_product on Product {\n  __isProduct: __typename\n  ... on ProductWithAttributes {\n    __isProductWithAttributes: __typename\n    attributes(first: 20) {\n      nodes {\n        __typename\n        name\n        label\n        options\n        variation\n        ... on GlobalProductAttribute {\n          terms(first: 100) {\n            nodes {\n              __typename\n              slug\n              name\n              id\n            }\n          }\n        }\n        id\n      }\n    }\n    defaultAttributes(first: 20) {\n      nodes {\n        name\n        value\n        id\n      }\n    }\n  }\n  ... on ProductWithVariations {\n    __isProductWithVariations: __typename\n    variations(first: 100) {\n      nodes {\n        __typename\n        databaseId\n        purchasable\n        stockStatus\n        attributes(first: 20) {\n          nodes {\n            name\n            value\n            id\n          }\n        }\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c591fb3dc3192702afc44411b1114563";

export default node;
