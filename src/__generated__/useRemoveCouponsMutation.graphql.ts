/**
 * @generated SignedSource<<7115e7e4184c58eba2b35ca81cb9c00d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RemoveCouponsInput = {
  clientMutationId?: string | null | undefined;
  codes?: ReadonlyArray<string | null | undefined> | null | undefined;
};
export type useRemoveCouponsMutation$variables = {
  input: RemoveCouponsInput;
};
export type useRemoveCouponsMutation$data = {
  readonly removeCoupons: {
    readonly cart: {
      readonly " $fragmentSpreads": FragmentRefs<"CartButton_cart" | "CartContents_cart" | "CheckoutForm_cart">;
    } | null | undefined;
  } | null | undefined;
};
export type useRemoveCouponsMutation = {
  response: useRemoveCouponsMutation$data;
  variables: useRemoveCouponsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = [
  {
    "kind": "Literal",
    "name": "format",
    "value": "RAW"
  }
],
v4 = {
  "alias": null,
  "args": (v3/*:: as any*/),
  "kind": "ScalarField",
  "name": "subtotal",
  "storageKey": "subtotal(format:\"RAW\")"
},
v5 = {
  "alias": null,
  "args": (v3/*:: as any*/),
  "kind": "ScalarField",
  "name": "subtotalTax",
  "storageKey": "subtotalTax(format:\"RAW\")"
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "virtual",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": (v3/*:: as any*/),
  "kind": "ScalarField",
  "name": "discountTax",
  "storageKey": "discountTax(format:\"RAW\")"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRemoveCouponsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RemoveCouponsPayload",
        "kind": "LinkedField",
        "name": "removeCoupons",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Cart",
            "kind": "LinkedField",
            "name": "cart",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CartButton_cart"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CartContents_cart"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CheckoutForm_cart"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "RootMutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRemoveCouponsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RemoveCouponsPayload",
        "kind": "LinkedField",
        "name": "removeCoupons",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Cart",
            "kind": "LinkedField",
            "name": "cart",
            "plural": false,
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
                "concreteType": "CartToCartItemConnection",
                "kind": "LinkedField",
                "name": "contents",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "itemCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": null,
                    "kind": "LinkedField",
                    "name": "nodes",
                    "plural": true,
                    "selections": [
                      (v2/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "key",
                        "storageKey": null
                      },
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
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
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
                              (v2/*:: as any*/),
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
                              (v6/*:: as any*/),
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
                                  (v7/*:: as any*/)
                                ],
                                "storageKey": null
                              },
                              (v7/*:: as any*/),
                              (v8/*:: as any*/)
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
                              (v7/*:: as any*/),
                              (v6/*:: as any*/),
                              (v9/*:: as any*/),
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
                              (v2/*:: as any*/),
                              (v8/*:: as any*/),
                              (v7/*:: as any*/)
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isEmpty",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "displayPricesIncludeTax",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "needsShippingAddress",
                "storageKey": null
              },
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": (v3/*:: as any*/),
                "kind": "ScalarField",
                "name": "shippingTotal",
                "storageKey": "shippingTotal(format:\"RAW\")"
              },
              {
                "alias": null,
                "args": (v3/*:: as any*/),
                "kind": "ScalarField",
                "name": "shippingTax",
                "storageKey": "shippingTax(format:\"RAW\")"
              },
              {
                "alias": null,
                "args": (v3/*:: as any*/),
                "kind": "ScalarField",
                "name": "discountTotal",
                "storageKey": "discountTotal(format:\"RAW\")"
              },
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": (v3/*:: as any*/),
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
                  (v7/*:: as any*/),
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": (v3/*:: as any*/),
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isUpdating",
                    "storageKey": null
                  },
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
                      (v7/*:: as any*/),
                      (v9/*:: as any*/),
                      {
                        "alias": null,
                        "args": (v3/*:: as any*/),
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
                    "args": (v3/*:: as any*/),
                    "kind": "ScalarField",
                    "name": "discountAmount",
                    "storageKey": "discountAmount(format:\"RAW\")"
                  },
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "daae492f7f74c5b8c31f01e7dd6d9f3f",
    "id": null,
    "metadata": {},
    "name": "useRemoveCouponsMutation",
    "operationKind": "mutation",
    "text": "mutation useRemoveCouponsMutation(\n  $input: RemoveCouponsInput!\n) {\n  removeCoupons(input: $input) {\n    cart {\n      ...CartButton_cart\n      ...CartContents_cart\n      ...CheckoutForm_cart\n    }\n  }\n}\n\nfragment CartButton_cart on Cart {\n  contents(first: 100) {\n    itemCount\n  }\n}\n\nfragment CartContents_cart on Cart {\n  isEmpty\n  displayPricesIncludeTax\n  ...CartTotals_cart\n  contents(first: 100) {\n    nodes {\n      __typename\n      key\n      ...CartLine_item\n    }\n  }\n}\n\nfragment CartLine_item on CartItem {\n  __isCartItem: __typename\n  quantity\n  subtotal(format: RAW)\n  subtotalTax(format: RAW)\n  product {\n    node {\n      __typename\n      ...CartLine_product\n      id\n    }\n  }\n  variation {\n    attributes {\n      ...ChosenAttributes_attributes\n      id\n    }\n  }\n  ...useUpdateItemQuantitiesMutation_item\n}\n\nfragment CartLine_product on Product {\n  __isProduct: __typename\n  databaseId\n  name\n  slug\n  image {\n    thumbnailUrl: sourceUrl(size: THUMBNAIL)\n    id\n  }\n}\n\nfragment CartTotals_cart on Cart {\n  displayPricesIncludeTax\n  needsShippingAddress\n  subtotal(format: RAW)\n  subtotalTax(format: RAW)\n  shippingTotal(format: RAW)\n  shippingTax(format: RAW)\n  discountTotal(format: RAW)\n  discountTax(format: RAW)\n  total(format: RAW)\n  totalTaxes {\n    id\n    label\n    amount(format: RAW)\n  }\n}\n\nfragment CheckoutForm_cart on Cart {\n  needsShippingAddress\n  contents(first: 100) {\n    nodes {\n      __typename\n      product {\n        node {\n          __typename\n          virtual\n          id\n        }\n      }\n      variation {\n        node {\n          __typename\n          virtual\n          id\n        }\n      }\n    }\n  }\n  ...CheckoutShippingMethods_cart\n  ...CouponForm_cart\n  ...CheckoutOrderReview_cart\n}\n\nfragment CheckoutOrderReview_cart on Cart {\n  displayPricesIncludeTax\n  ...CartTotals_cart\n  contents(first: 100) {\n    nodes {\n      __typename\n      key\n      ...CartLine_item\n    }\n  }\n}\n\nfragment CheckoutShippingMethods_cart on Cart {\n  chosenShippingMethods\n  availableShippingMethods {\n    rates {\n      id\n      label\n      cost(format: RAW)\n    }\n  }\n}\n\nfragment ChosenAttributes_attributes on VariationAttribute {\n  id\n  name\n  label\n  value\n}\n\nfragment CouponForm_cart on Cart {\n  displayPricesIncludeTax\n  appliedCoupons {\n    code\n    discountAmount(format: RAW)\n    discountTax(format: RAW)\n  }\n  availableShippingMethods {\n    rates {\n      methodId\n      id\n    }\n  }\n}\n\nfragment useUpdateItemQuantitiesMutation_item on CartItem {\n  __isCartItem: __typename\n  key\n}\n"
  }
};
})();

(node as any).hash = "dc38c534408e5635fe6a02ada5ed8c98";

export default node;
