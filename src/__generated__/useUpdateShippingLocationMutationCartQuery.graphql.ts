/**
 * @generated SignedSource<<224f2146f57fd95207b755ff545d33ef>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useUpdateShippingLocationMutationCartQuery$variables = Record<PropertyKey, never>;
export type useUpdateShippingLocationMutationCartQuery$data = {
  readonly cart: {
    readonly contents: {
      readonly itemCount: number | null | undefined;
      readonly nodes: ReadonlyArray<{
        readonly key: string;
        readonly product: {
          readonly node: {
            readonly virtual: boolean | null | undefined;
          };
        } | null | undefined;
        readonly variation: {
          readonly node: {
            readonly virtual: boolean | null | undefined;
          };
        } | null | undefined;
        readonly " $fragmentSpreads": FragmentRefs<"CartLine_item">;
      }>;
    } | null | undefined;
    readonly displayPricesIncludeTax: boolean | null | undefined;
    readonly isEmpty: boolean | null | undefined;
    readonly isUpdating: boolean | null | undefined;
    readonly needsShippingAddress: boolean | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"CartTotals_cart" | "CheckoutOrderReview_cart" | "CheckoutShippingMethods_cart" | "CouponForm_cart">;
  } | null | undefined;
};
export type useUpdateShippingLocationMutationCartQuery = {
  response: useUpdateShippingLocationMutationCartQuery$data;
  variables: useUpdateShippingLocationMutationCartQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "recalculateTotals",
    "value": true
  }
],
v1 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "itemCount",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "virtual",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "node",
    "plural": false,
    "selections": [
      (v4/*:: as any*/)
    ],
    "storageKey": null
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isEmpty",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayPricesIncludeTax",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isUpdating",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "needsShippingAddress",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
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
  "name": "subtotal",
  "storageKey": "subtotal(format:\"RAW\")"
},
v13 = {
  "alias": null,
  "args": (v11/*:: as any*/),
  "kind": "ScalarField",
  "name": "subtotalTax",
  "storageKey": "subtotalTax(format:\"RAW\")"
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
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
  "name": "label",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": (v11/*:: as any*/),
  "kind": "ScalarField",
  "name": "discountTax",
  "storageKey": "discountTax(format:\"RAW\")"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateShippingLocationMutationCartQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Cart",
        "kind": "LinkedField",
        "name": "cart",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "CartToCartItemConnection",
            "kind": "LinkedField",
            "name": "contents",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": null,
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "CartLine_item"
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CartItemToProductConnectionEdge",
                    "kind": "LinkedField",
                    "name": "product",
                    "plural": false,
                    "selections": (v5/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CartItemToProductVariationConnectionEdge",
                    "kind": "LinkedField",
                    "name": "variation",
                    "plural": false,
                    "selections": (v5/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "contents(first:100)"
          },
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CartTotals_cart"
          },
          {
            "kind": "ClientExtension",
            "selections": [
              (v8/*:: as any*/)
            ]
          },
          (v9/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CheckoutShippingMethods_cart"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CouponForm_cart"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CheckoutOrderReview_cart"
          }
        ],
        "storageKey": "cart(recalculateTotals:true)"
      }
    ],
    "type": "RootQuery",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useUpdateShippingLocationMutationCartQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Cart",
        "kind": "LinkedField",
        "name": "cart",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "CartToCartItemConnection",
            "kind": "LinkedField",
            "name": "contents",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": null,
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v10/*:: as any*/),
                  (v3/*:: as any*/),
                  {
                    "kind": "TypeDiscriminator",
                    "abstractKey": "__isCartItem"
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "quantity",
                    "storageKey": null
                  },
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CartItemToProductConnectionEdge",
                    "kind": "LinkedField",
                    "name": "product",
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
                          (v10/*:: as any*/),
                          {
                            "kind": "TypeDiscriminator",
                            "abstractKey": "__isProduct"
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "databaseId",
                            "storageKey": null
                          },
                          (v14/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "slug",
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
                              {
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
                              (v15/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v15/*:: as any*/),
                          (v4/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CartItemToProductVariationConnectionEdge",
                    "kind": "LinkedField",
                    "name": "variation",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "VariationAttribute",
                        "kind": "LinkedField",
                        "name": "attributes",
                        "plural": true,
                        "selections": [
                          (v15/*:: as any*/),
                          (v14/*:: as any*/),
                          (v16/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "value",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": null,
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v10/*:: as any*/),
                          (v4/*:: as any*/),
                          (v15/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "kind": "ClientExtension",
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isPending",
                        "storageKey": null
                      }
                    ]
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "contents(first:100)"
          },
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v9/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          {
            "alias": null,
            "args": (v11/*:: as any*/),
            "kind": "ScalarField",
            "name": "shippingTotal",
            "storageKey": "shippingTotal(format:\"RAW\")"
          },
          {
            "alias": null,
            "args": (v11/*:: as any*/),
            "kind": "ScalarField",
            "name": "shippingTax",
            "storageKey": "shippingTax(format:\"RAW\")"
          },
          {
            "alias": null,
            "args": (v11/*:: as any*/),
            "kind": "ScalarField",
            "name": "discountTotal",
            "storageKey": "discountTotal(format:\"RAW\")"
          },
          (v17/*:: as any*/),
          {
            "alias": null,
            "args": (v11/*:: as any*/),
            "kind": "ScalarField",
            "name": "total",
            "storageKey": "total(format:\"RAW\")"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CartTax",
            "kind": "LinkedField",
            "name": "totalTaxes",
            "plural": true,
            "selections": [
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              {
                "alias": null,
                "args": (v11/*:: as any*/),
                "kind": "ScalarField",
                "name": "amount",
                "storageKey": "amount(format:\"RAW\")"
              }
            ],
            "storageKey": null
          },
          {
            "kind": "ClientExtension",
            "selections": [
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isApplyingCoupon",
                "storageKey": null
              }
            ]
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "chosenShippingMethods",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ShippingPackage",
            "kind": "LinkedField",
            "name": "availableShippingMethods",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ShippingRate",
                "kind": "LinkedField",
                "name": "rates",
                "plural": true,
                "selections": [
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  {
                    "alias": null,
                    "args": (v11/*:: as any*/),
                    "kind": "ScalarField",
                    "name": "cost",
                    "storageKey": "cost(format:\"RAW\")"
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "methodId",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AppliedCoupon",
            "kind": "LinkedField",
            "name": "appliedCoupons",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "code",
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v11/*:: as any*/),
                "kind": "ScalarField",
                "name": "discountAmount",
                "storageKey": "discountAmount(format:\"RAW\")"
              },
              (v17/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "cart(recalculateTotals:true)"
      }
    ]
  },
  "params": {
    "cacheID": "2425e2786bfaa28f4f54a4246416a23d",
    "id": null,
    "metadata": {},
    "name": "useUpdateShippingLocationMutationCartQuery",
    "operationKind": "query",
    "text": "query useUpdateShippingLocationMutationCartQuery {\n  cart(recalculateTotals: true) {\n    contents(first: 100) {\n      itemCount\n      nodes {\n        __typename\n        key\n        ...CartLine_item\n        product {\n          node {\n            __typename\n            virtual\n            id\n          }\n        }\n        variation {\n          node {\n            __typename\n            virtual\n            id\n          }\n        }\n      }\n    }\n    isEmpty\n    displayPricesIncludeTax\n    ...CartTotals_cart\n    needsShippingAddress\n    ...CheckoutShippingMethods_cart\n    ...CouponForm_cart\n    ...CheckoutOrderReview_cart\n  }\n}\n\nfragment CartLine_item on CartItem {\n  __isCartItem: __typename\n  quantity\n  subtotal(format: RAW)\n  subtotalTax(format: RAW)\n  product {\n    node {\n      __typename\n      ...CartLine_product\n      id\n    }\n  }\n  variation {\n    attributes {\n      ...ChosenAttributes_attributes\n      id\n    }\n  }\n  ...useUpdateItemQuantitiesMutation_item\n}\n\nfragment CartLine_product on Product {\n  __isProduct: __typename\n  databaseId\n  name\n  slug\n  image {\n    thumbnailUrl: sourceUrl(size: THUMBNAIL)\n    id\n  }\n}\n\nfragment CartTotals_cart on Cart {\n  displayPricesIncludeTax\n  needsShippingAddress\n  subtotal(format: RAW)\n  subtotalTax(format: RAW)\n  shippingTotal(format: RAW)\n  shippingTax(format: RAW)\n  discountTotal(format: RAW)\n  discountTax(format: RAW)\n  total(format: RAW)\n  totalTaxes {\n    id\n    label\n    amount(format: RAW)\n  }\n}\n\nfragment CheckoutOrderReview_cart on Cart {\n  displayPricesIncludeTax\n  ...CartTotals_cart\n  contents(first: 100) {\n    nodes {\n      __typename\n      key\n      ...CartLine_item\n    }\n  }\n}\n\nfragment CheckoutShippingMethods_cart on Cart {\n  chosenShippingMethods\n  availableShippingMethods {\n    rates {\n      id\n      label\n      cost(format: RAW)\n    }\n  }\n}\n\nfragment ChosenAttributes_attributes on VariationAttribute {\n  id\n  name\n  label\n  value\n}\n\nfragment CouponForm_cart on Cart {\n  displayPricesIncludeTax\n  appliedCoupons {\n    code\n    discountAmount(format: RAW)\n    discountTax(format: RAW)\n  }\n  availableShippingMethods {\n    rates {\n      methodId\n      id\n    }\n  }\n}\n\nfragment useUpdateItemQuantitiesMutation_item on CartItem {\n  __isCartItem: __typename\n  key\n}\n"
  }
};
})();

(node as any).hash = "2a05082e0ee4d8e20419d3abdecabc1d";

export default node;
