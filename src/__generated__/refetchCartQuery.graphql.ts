/**
 * @generated SignedSource<<7269393a26dea832c2a7f4f1f7c69dd6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type refetchCartQuery$variables = Record<PropertyKey, never>;
export type refetchCartQuery$data = {
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
export type refetchCartQuery = {
  response: refetchCartQuery$data;
  variables: refetchCartQuery$variables;
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
  "kind": "ScalarField",
  "name": "itemCount"
},
v3 = {
  "kind": "ScalarField",
  "name": "key"
},
v4 = {
  "kind": "ScalarField",
  "name": "virtual"
},
v5 = [
  {
    "kind": "LinkedField",
    "name": "node",
    "plural": false,
    "selections": [
      (v4/*:: as any*/)
    ]
  }
],
v6 = {
  "kind": "ScalarField",
  "name": "isEmpty"
},
v7 = {
  "kind": "ScalarField",
  "name": "displayPricesIncludeTax"
},
v8 = {
  "kind": "ScalarField",
  "name": "isUpdating"
},
v9 = {
  "kind": "ScalarField",
  "name": "needsShippingAddress"
},
v10 = {
  "kind": "ScalarField",
  "name": "__typename"
},
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
  "name": "subtotal",
  "storageKey": "subtotal(format:\"RAW\")"
},
v13 = {
  "args": (v11/*:: as any*/),
  "kind": "ScalarField",
  "name": "subtotalTax",
  "storageKey": "subtotalTax(format:\"RAW\")"
},
v14 = {
  "kind": "ScalarField",
  "name": "name"
},
v15 = {
  "kind": "ScalarField",
  "name": "id"
},
v16 = {
  "kind": "ScalarField",
  "name": "label"
},
v17 = {
  "args": (v11/*:: as any*/),
  "kind": "ScalarField",
  "name": "discountTax",
  "storageKey": "discountTax(format:\"RAW\")"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "name": "refetchCartQuery",
    "selections": [
      {
        "args": (v0/*:: as any*/),
        "concreteType": "Cart",
        "kind": "LinkedField",
        "name": "cart",
        "plural": false,
        "selections": [
          {
            "args": (v1/*:: as any*/),
            "concreteType": "CartToCartItemConnection",
            "kind": "LinkedField",
            "name": "contents",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "kind": "FragmentSpread",
                    "name": "CartLine_item"
                  },
                  {
                    "concreteType": "CartItemToProductConnectionEdge",
                    "kind": "LinkedField",
                    "name": "product",
                    "plural": false,
                    "selections": (v5/*:: as any*/)
                  },
                  {
                    "concreteType": "CartItemToProductVariationConnectionEdge",
                    "kind": "LinkedField",
                    "name": "variation",
                    "plural": false,
                    "selections": (v5/*:: as any*/)
                  }
                ]
              }
            ],
            "storageKey": "contents(first:100)"
          },
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
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
            "kind": "FragmentSpread",
            "name": "CheckoutShippingMethods_cart"
          },
          {
            "kind": "FragmentSpread",
            "name": "CouponForm_cart"
          },
          {
            "kind": "FragmentSpread",
            "name": "CheckoutOrderReview_cart"
          }
        ],
        "storageKey": "cart(recalculateTotals:true)"
      }
    ],
    "type": "RootQuery"
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "refetchCartQuery",
    "selections": [
      {
        "args": (v0/*:: as any*/),
        "concreteType": "Cart",
        "kind": "LinkedField",
        "name": "cart",
        "plural": false,
        "selections": [
          {
            "args": (v1/*:: as any*/),
            "concreteType": "CartToCartItemConnection",
            "kind": "LinkedField",
            "name": "contents",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
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
                    "kind": "ScalarField",
                    "name": "quantity"
                  },
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  {
                    "concreteType": "CartItemToProductConnectionEdge",
                    "kind": "LinkedField",
                    "name": "product",
                    "plural": false,
                    "selections": [
                      {
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
                            "kind": "ScalarField",
                            "name": "databaseId"
                          },
                          (v14/*:: as any*/),
                          {
                            "kind": "ScalarField",
                            "name": "slug"
                          },
                          {
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
                            ]
                          },
                          (v15/*:: as any*/),
                          (v4/*:: as any*/)
                        ]
                      }
                    ]
                  },
                  {
                    "concreteType": "CartItemToProductVariationConnectionEdge",
                    "kind": "LinkedField",
                    "name": "variation",
                    "plural": false,
                    "selections": [
                      {
                        "concreteType": "VariationAttribute",
                        "kind": "LinkedField",
                        "name": "attributes",
                        "plural": true,
                        "selections": [
                          (v15/*:: as any*/),
                          (v14/*:: as any*/),
                          (v16/*:: as any*/),
                          {
                            "kind": "ScalarField",
                            "name": "value"
                          }
                        ]
                      },
                      {
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v10/*:: as any*/),
                          (v4/*:: as any*/),
                          (v15/*:: as any*/)
                        ]
                      }
                    ]
                  },
                  {
                    "kind": "ClientExtension",
                    "selections": [
                      {
                        "kind": "ScalarField",
                        "name": "isPending"
                      }
                    ]
                  }
                ]
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
            "args": (v11/*:: as any*/),
            "kind": "ScalarField",
            "name": "shippingTotal",
            "storageKey": "shippingTotal(format:\"RAW\")"
          },
          {
            "args": (v11/*:: as any*/),
            "kind": "ScalarField",
            "name": "shippingTax",
            "storageKey": "shippingTax(format:\"RAW\")"
          },
          {
            "args": (v11/*:: as any*/),
            "kind": "ScalarField",
            "name": "discountTotal",
            "storageKey": "discountTotal(format:\"RAW\")"
          },
          (v17/*:: as any*/),
          {
            "args": (v11/*:: as any*/),
            "kind": "ScalarField",
            "name": "total",
            "storageKey": "total(format:\"RAW\")"
          },
          {
            "concreteType": "CartTax",
            "kind": "LinkedField",
            "name": "totalTaxes",
            "plural": true,
            "selections": [
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              {
                "args": (v11/*:: as any*/),
                "kind": "ScalarField",
                "name": "amount",
                "storageKey": "amount(format:\"RAW\")"
              }
            ]
          },
          {
            "kind": "ClientExtension",
            "selections": [
              (v8/*:: as any*/),
              {
                "kind": "ScalarField",
                "name": "isApplyingCoupon"
              }
            ]
          },
          {
            "kind": "ScalarField",
            "name": "chosenShippingMethods"
          },
          {
            "concreteType": "ShippingPackage",
            "kind": "LinkedField",
            "name": "availableShippingMethods",
            "plural": true,
            "selections": [
              {
                "concreteType": "ShippingRate",
                "kind": "LinkedField",
                "name": "rates",
                "plural": true,
                "selections": [
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  {
                    "args": (v11/*:: as any*/),
                    "kind": "ScalarField",
                    "name": "cost",
                    "storageKey": "cost(format:\"RAW\")"
                  },
                  {
                    "kind": "ScalarField",
                    "name": "methodId"
                  }
                ]
              }
            ]
          },
          {
            "concreteType": "AppliedCoupon",
            "kind": "LinkedField",
            "name": "appliedCoupons",
            "plural": true,
            "selections": [
              {
                "kind": "ScalarField",
                "name": "code"
              },
              {
                "args": (v11/*:: as any*/),
                "kind": "ScalarField",
                "name": "discountAmount",
                "storageKey": "discountAmount(format:\"RAW\")"
              },
              (v17/*:: as any*/)
            ]
          }
        ],
        "storageKey": "cart(recalculateTotals:true)"
      }
    ]
  },
  "params": {
    "cacheID": "3b7ccb5638af02e08eabae829ee2863a",
    "id": null,
    "metadata": {},
    "name": "refetchCartQuery",
    "operationKind": "query",
    "text": "query refetchCartQuery{cart(recalculateTotals:true){contents(first:100){itemCount,nodes{__typename,key,...CartLine_item,product{node{__typename,virtual,id}},variation{node{__typename,virtual,id}}}},isEmpty,displayPricesIncludeTax,...CartTotals_cart,needsShippingAddress,...CheckoutShippingMethods_cart,...CouponForm_cart,...CheckoutOrderReview_cart}}fragment CartLine_item on CartItem{__isCartItem:__typename,quantity,subtotal(format:RAW),subtotalTax(format:RAW),product{node{__typename,...CartLine_product,id}},variation{attributes{...ChosenAttributes_attributes,id}},...useUpdateItemQuantitiesMutation_item}fragment CartLine_product on Product{__isProduct:__typename,databaseId,name,slug,image{thumbnailUrl:sourceUrl(size:THUMBNAIL),id}}fragment CartTotals_cart on Cart{displayPricesIncludeTax,needsShippingAddress,subtotal(format:RAW),subtotalTax(format:RAW),shippingTotal(format:RAW),shippingTax(format:RAW),discountTotal(format:RAW),discountTax(format:RAW),total(format:RAW),totalTaxes{id,label,amount(format:RAW)}}fragment CheckoutOrderReview_cart on Cart{displayPricesIncludeTax,...CartTotals_cart,contents(first:100){nodes{__typename,key,...CartLine_item}}}fragment CheckoutShippingMethods_cart on Cart{chosenShippingMethods,availableShippingMethods{rates{id,label,cost(format:RAW)}}}fragment ChosenAttributes_attributes on VariationAttribute{id,name,label,value}fragment CouponForm_cart on Cart{displayPricesIncludeTax,appliedCoupons{code,discountAmount(format:RAW),discountTax(format:RAW)},availableShippingMethods{rates{methodId,id}}}fragment useUpdateItemQuantitiesMutation_item on CartItem{__isCartItem:__typename,key}"
  }
};
})();

(node as any).hash = "9c08c1e1d6357ea33f839c34e19e4daf";

export default node;
