/**
 * @generated SignedSource<<a2577821b90611a155470ca992af2612>>
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
  "kind": "ScalarField",
  "name": "name"
},
v3 = {
  "kind": "ScalarField",
  "name": "shortDescription"
},
v4 = {
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
  "concreteType": "MediaItem",
  "kind": "LinkedField",
  "name": "image",
  "plural": false,
  "selections": (v5/*:: as any*/)
},
v7 = {
  "kind": "ScalarField",
  "name": "sku"
},
v8 = {
  "kind": "ScalarField",
  "name": "averageRating"
},
v9 = {
  "kind": "ScalarField",
  "name": "reviewCount"
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
  "args": (v11/*:: as any*/),
  "kind": "ScalarField",
  "name": "price",
  "storageKey": "price(format:\"RAW\")"
},
v13 = {
  "kind": "ScalarField",
  "name": "stockStatus"
},
v14 = {
  "kind": "ScalarField",
  "name": "__typename"
},
v15 = {
  "kind": "ScalarField",
  "name": "id"
},
v16 = {
  "kind": "ScalarField",
  "name": "altText"
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
  "kind": "ScalarField",
  "name": "databaseId"
},
v19 = {
  "kind": "ScalarField",
  "name": "slug"
},
v20 = {
  "kind": "ScalarField",
  "name": "onSale"
},
v21 = {
  "kind": "ScalarField",
  "name": "purchasable"
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
          "kind": "ScalarField",
          "name": "taxClass"
        },
        {
          "kind": "ScalarField",
          "name": "taxStatus"
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
  "kind": "ScalarField",
  "name": "stockQuantity"
},
v28 = {
  "kind": "ScalarField",
  "name": "lowStockAmount"
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
    "concreteType": "VariationAttribute",
    "kind": "LinkedField",
    "name": "nodes",
    "plural": true,
    "selections": [
      (v2/*:: as any*/),
      {
        "kind": "ScalarField",
        "name": "value"
      },
      (v15/*:: as any*/)
    ]
  }
],
v32 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "args": (v30/*:: as any*/),
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
            (v14/*:: as any*/),
            (v15/*:: as any*/),
            (v18/*:: as any*/)
          ]
        }
      ],
      "storageKey": "variations(first:100)"
    }
  ],
  "type": "VariableProduct"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "name": "ProductRouteQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "LinkedField",
        "name": "product",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v6/*:: as any*/),
          {
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
                "args": (v10/*:: as any*/),
                "concreteType": "ProductToMediaItemConnection",
                "kind": "LinkedField",
                "name": "galleryImages",
                "plural": false,
                "selections": [
                  {
                    "concreteType": "MediaItem",
                    "kind": "LinkedField",
                    "name": "nodes",
                    "plural": true,
                    "selections": (v5/*:: as any*/)
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
            "argumentDefinitions": []
          },
          {
            "kind": "FragmentSpread",
            "name": "useAddToCartAction_product"
          },
          {
            "kind": "FragmentSpread",
            "name": "ProductTabs_product"
          },
          {
            "kind": "FragmentSpread",
            "name": "RelatedProducts_product"
          }
        ]
      }
    ],
    "type": "RootQuery"
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProductRouteQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "LinkedField",
        "name": "product",
        "plural": false,
        "selections": [
          (v14/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "concreteType": "MediaItem",
            "kind": "LinkedField",
            "name": "image",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/)
            ]
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
            "args": (v22/*:: as any*/),
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
                  (v15/*:: as any*/),
                  (v2/*:: as any*/),
                  (v19/*:: as any*/)
                ]
              }
            ],
            "storageKey": "productCategories(first:10)"
          },
          {
            "args": (v10/*:: as any*/),
            "concreteType": "ProductToMediaItemConnection",
            "kind": "LinkedField",
            "name": "galleryImages",
            "plural": false,
            "selections": [
              {
                "concreteType": "MediaItem",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": (v23/*:: as any*/)
              }
            ],
            "storageKey": "galleryImages(first:20)"
          },
          (v15/*:: as any*/),
          {
            "kind": "ScalarField",
            "name": "description"
          },
          {
            "kind": "ScalarField",
            "name": "reviewsAllowed"
          },
          {
            "args": (v22/*:: as any*/),
            "concreteType": "ProductToCommentConnection",
            "kind": "LinkedField",
            "name": "reviews",
            "plural": false,
            "selections": [
              {
                "concreteType": "ProductToCommentConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "kind": "ScalarField",
                    "name": "cursor"
                  },
                  {
                    "kind": "ScalarField",
                    "name": "rating"
                  },
                  {
                    "concreteType": "Comment",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v15/*:: as any*/),
                      {
                        "kind": "ScalarField",
                        "name": "content"
                      },
                      {
                        "kind": "ScalarField",
                        "name": "date"
                      },
                      {
                        "kind": "ScalarField",
                        "name": "status"
                      },
                      {
                        "concreteType": "CommentToCommenterConnectionEdge",
                        "kind": "LinkedField",
                        "name": "author",
                        "plural": false,
                        "selections": [
                          {
                            "kind": "LinkedField",
                            "name": "node",
                            "plural": false,
                            "selections": [
                              (v14/*:: as any*/),
                              (v2/*:: as any*/),
                              {
                                "concreteType": "Avatar",
                                "kind": "LinkedField",
                                "name": "avatar",
                                "plural": false,
                                "selections": [
                                  {
                                    "kind": "ScalarField",
                                    "name": "url"
                                  }
                                ]
                              },
                              (v15/*:: as any*/)
                            ]
                          }
                        ]
                      },
                      (v14/*:: as any*/)
                    ]
                  }
                ]
              },
              {
                "concreteType": "ProductToCommentConnectionPageInfo",
                "kind": "LinkedField",
                "name": "pageInfo",
                "plural": false,
                "selections": [
                  {
                    "kind": "ScalarField",
                    "name": "endCursor"
                  },
                  {
                    "kind": "ScalarField",
                    "name": "hasNextPage"
                  }
                ]
              }
            ],
            "storageKey": "reviews(first:10)"
          },
          {
            "args": (v22/*:: as any*/),
            "handle": "connection",
            "key": "ProductReviews_reviews",
            "kind": "LinkedHandle",
            "name": "reviews"
          },
          {
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
                        "concreteType": "MediaItem",
                        "kind": "LinkedField",
                        "name": "image",
                        "plural": false,
                        "selections": [
                          {
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
                        ]
                      },
                      (v25/*:: as any*/),
                      (v26/*:: as any*/)
                    ],
                    "type": "Product",
                    "abstractKey": "__isProduct"
                  }
                ]
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
                "args": (v10/*:: as any*/),
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
                      (v14/*:: as any*/),
                      (v2/*:: as any*/),
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
                            "args": (v30/*:: as any*/),
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
                                  (v14/*:: as any*/),
                                  (v19/*:: as any*/),
                                  (v2/*:: as any*/),
                                  (v15/*:: as any*/)
                                ]
                              }
                            ],
                            "storageKey": "terms(first:100)"
                          }
                        ],
                        "type": "GlobalProductAttribute"
                      },
                      (v15/*:: as any*/),
                      {
                        "kind": "ScalarField",
                        "name": "visible"
                      }
                    ]
                  }
                ],
                "storageKey": "attributes(first:20)"
              },
              {
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
                "args": (v30/*:: as any*/),
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
                      (v14/*:: as any*/),
                      (v18/*:: as any*/),
                      (v21/*:: as any*/),
                      (v13/*:: as any*/),
                      {
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
                        "concreteType": "MediaItem",
                        "kind": "LinkedField",
                        "name": "image",
                        "plural": false,
                        "selections": (v23/*:: as any*/)
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
            "kind": "InlineFragment",
            "selections": [
              {
                "args": (v10/*:: as any*/),
                "concreteType": "GroupProductToProductUnionConnection",
                "kind": "LinkedField",
                "name": "products",
                "plural": false,
                "selections": [
                  {
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
                            "kind": "ScalarField",
                            "name": "type"
                          },
                          (v21/*:: as any*/),
                          (v18/*:: as any*/),
                          {
                            "concreteType": "MediaItem",
                            "kind": "LinkedField",
                            "name": "image",
                            "plural": false,
                            "selections": [
                              (v17/*:: as any*/),
                              (v15/*:: as any*/)
                            ]
                          },
                          (v25/*:: as any*/),
                          (v29/*:: as any*/),
                          (v32/*:: as any*/)
                        ],
                        "type": "Product",
                        "abstractKey": "__isProduct"
                      }
                    ]
                  }
                ],
                "storageKey": "products(first:20)"
              }
            ],
            "type": "GroupProduct"
          },
          (v32/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "kind": "ScalarField",
                "name": "weight"
              },
              {
                "kind": "ScalarField",
                "name": "length"
              },
              {
                "kind": "ScalarField",
                "name": "width"
              },
              {
                "kind": "ScalarField",
                "name": "height"
              }
            ],
            "type": "ProductWithDimensions",
            "abstractKey": "__isProductWithDimensions"
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "c49636c30177ced57122d8609c4d012c",
    "id": null,
    "metadata": {},
    "name": "ProductRouteQuery",
    "operationKind": "query",
    "text": "query ProductRouteQuery($slug:ID!){product(id:$slug,idType:SLUG){__typename,name,shortDescription,image{sourceUrl(size:LARGE),id},...ProductDetails_product,...useProductJsonLd_product,...useAddToCartAction_product,...ProductTabs_product,...RelatedProducts_product,id}}fragment AdditionalInformation_product on Product{__isProduct:__typename,...on ProductWithDimensions{__isProductWithDimensions:__typename,weight,length,width,height},...on ProductWithAttributes{__isProductWithAttributes:__typename,attributes(first:20){nodes{__typename,id,label,name,options,visible,...on GlobalProductAttribute{terms(first:100){nodes{__typename,slug,name,id}}}}}}}fragment GroupedProductChild_product on Product{__isProduct:__typename,name,slug,type,purchasable,...on ProductWithPricing{__isProductWithPricing:__typename,price(format:RAW),regularPrice(format:RAW)},...on InventoriedProduct{__isInventoriedProduct:__typename,stockStatus,stockQuantity,lowStockAmount},...useAddToCartMutation_product}fragment GroupedProductForm_product on GroupProduct{products(first:20){nodes{__typename,id,...GroupedProductChild_product}}}fragment ProductCard_product on Product{__isProduct:__typename,name,slug,onSale,averageRating,reviewCount,image{sourceUrl(size:WOOCOMMERCE_THUMBNAIL),altText,id},...on ProductWithPricing{__isProductWithPricing:__typename,price(format:RAW),regularPrice(format:RAW)},...ProductPrice_tax}fragment ProductDetails_product on Product{__isProduct:__typename,databaseId,name,slug,sku,onSale,purchasable,averageRating,reviewCount,shortDescription,image{sourceUrl(size:LARGE),id},productCategories(first:10){nodes{id,name,slug}},...ProductGallery_product,...on ProductWithPricing{__isProductWithPricing:__typename,price(format:RAW),regularPrice(format:RAW)},...ProductPrice_tax,...on InventoriedProduct{__isInventoriedProduct:__typename,stockStatus,stockQuantity,lowStockAmount},...useVariationSelection_product,...on ProductWithVariations{__isProductWithVariations:__typename,variations(first:100){nodes{__typename,databaseId,sku,purchasable,onSale,price(format:RAW),regularPrice(format:RAW),...ProductPrice_tax,stockStatus,stockQuantity,lowStockAmount,image{sourceUrl(size:LARGE),altText,id},id}}},...on ExternalProduct{externalUrl,buttonText},...GroupedProductForm_product}fragment ProductGallery_product on Product{__isProduct:__typename,name,image{sourceUrl(size:LARGE),altText,id},galleryImages(first:20){nodes{sourceUrl(size:LARGE),altText,id}}}fragment ProductPrice_tax on ProductUnion{__isProductUnion:__typename,...on ProductWithPricing{__isProductWithPricing:__typename,taxClass,taxStatus}}fragment ProductReviews_product on Product{__isProduct:__typename,id,databaseId,name,averageRating,reviewCount,reviewsAllowed,reviews(first:10){edges{cursor,rating,node{id,...ReviewItem_review,__typename}},pageInfo{endCursor,hasNextPage}}}fragment ProductTabs_product on Product{__isProduct:__typename,description,reviewCount,...AdditionalInformation_product,...ProductReviews_product}fragment RelatedProducts_product on Product{__isProduct:__typename,related(first:5){nodes{__typename,id,...ProductCard_product}}}fragment ReviewItem_review on Comment{content,date,status,author{node{__typename,name,avatar{url},id}}}fragment useAddToCartAction_product on Product{__isProduct:__typename,...useAddToCartMutation_product}fragment useAddToCartMutation_product on Product{__isProduct:__typename,id,databaseId,...on VariableProduct{variations(first:100){nodes{__typename,id,databaseId}}},name,slug,image{thumbnailUrl:sourceUrl(size:THUMBNAIL),id}}fragment useProductJsonLd_product on Product{__isProduct:__typename,name,sku,shortDescription,averageRating,reviewCount,image{sourceUrl(size:LARGE),id},galleryImages(first:20){nodes{sourceUrl(size:LARGE),id}},...on ProductWithPricing{__isProductWithPricing:__typename,price(format:RAW)},...on InventoriedProduct{__isInventoriedProduct:__typename,stockStatus}}fragment useVariationSelection_product on Product{__isProduct:__typename,...on ProductWithAttributes{__isProductWithAttributes:__typename,attributes(first:20){nodes{__typename,name,label,options,variation,...on GlobalProductAttribute{terms(first:100){nodes{__typename,slug,name,id}}},id}},defaultAttributes(first:20){nodes{name,value,id}}},...on ProductWithVariations{__isProductWithVariations:__typename,variations(first:100){nodes{__typename,databaseId,purchasable,stockStatus,attributes(first:20){nodes{name,value,id}},id}}}}"
  }
};
})();

(node as any).hash = "c591fb3dc3192702afc44411b1114563";

export default node;
