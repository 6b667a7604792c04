/**
 * @generated SignedSource<<06e2eb5ff95c90200214e6f5eae705dc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateItemQuantitiesInput = {
  clientMutationId?: string | null | undefined;
  items?: ReadonlyArray<CartItemQuantityInput | null | undefined> | null | undefined;
};
export type CartItemQuantityInput = {
  key: string;
  quantity: number;
};
export type useUpdateItemQuantitiesMutation$variables = {
  input: UpdateItemQuantitiesInput;
};
export type useUpdateItemQuantitiesMutation$data = {
  readonly updateItemQuantities: {
    readonly cart: {
      readonly " $fragmentSpreads": FragmentRefs<"CartButton_cart" | "CartContents_cart" | "CheckoutForm_cart">;
    } | null | undefined;
  } | null | undefined;
};
export type useUpdateItemQuantitiesMutation = {
  response: useUpdateItemQuantitiesMutation$data;
  variables: useUpdateItemQuantitiesMutation$variables;
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
  "kind": "ScalarField",
  "name": "__typename"
},
v3 = [
  {
    "kind": "Literal",
    "name": "format",
    "value": "RAW"
  }
],
v4 = {
  "args": (v3/*:: as any*/),
  "kind": "ScalarField",
  "name": "subtotal",
  "storageKey": "subtotal(format:\"RAW\")"
},
v5 = {
  "args": (v3/*:: as any*/),
  "kind": "ScalarField",
  "name": "subtotalTax",
  "storageKey": "subtotalTax(format:\"RAW\")"
},
v6 = {
  "kind": "ScalarField",
  "name": "name"
},
v7 = {
  "kind": "ScalarField",
  "name": "id"
},
v8 = {
  "kind": "ScalarField",
  "name": "virtual"
},
v9 = {
  "kind": "ScalarField",
  "name": "label"
},
v10 = {
  "args": (v3/*:: as any*/),
  "kind": "ScalarField",
  "name": "discountTax",
  "storageKey": "discountTax(format:\"RAW\")"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "name": "useUpdateItemQuantitiesMutation",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateItemQuantitiesPayload",
        "kind": "LinkedField",
        "name": "updateItemQuantities",
        "plural": false,
        "selections": [
          {
            "concreteType": "Cart",
            "kind": "LinkedField",
            "name": "cart",
            "plural": false,
            "selections": [
              {
                "kind": "FragmentSpread",
                "name": "CartButton_cart"
              },
              {
                "kind": "FragmentSpread",
                "name": "CartContents_cart"
              },
              {
                "kind": "FragmentSpread",
                "name": "CheckoutForm_cart"
              }
            ]
          }
        ]
      }
    ],
    "type": "RootMutation"
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateItemQuantitiesMutation",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateItemQuantitiesPayload",
        "kind": "LinkedField",
        "name": "updateItemQuantities",
        "plural": false,
        "selections": [
          {
            "concreteType": "Cart",
            "kind": "LinkedField",
            "name": "cart",
            "plural": false,
            "selections": [
              {
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
                    "kind": "ScalarField",
                    "name": "itemCount"
                  },
                  {
                    "kind": "LinkedField",
                    "name": "nodes",
                    "plural": true,
                    "selections": [
                      (v2/*:: as any*/),
                      {
                        "kind": "ScalarField",
                        "name": "key"
                      },
                      {
                        "kind": "TypeDiscriminator",
                        "abstractKey": "__isCartItem"
                      },
                      {
                        "kind": "ScalarField",
                        "name": "quantity"
                      },
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
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
                              (v2/*:: as any*/),
                              {
                                "kind": "TypeDiscriminator",
                                "abstractKey": "__isProduct"
                              },
                              {
                                "kind": "ScalarField",
                                "name": "databaseId"
                              },
                              (v6/*:: as any*/),
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
                                  (v7/*:: as any*/)
                                ]
                              },
                              (v7/*:: as any*/),
                              (v8/*:: as any*/)
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
                              (v7/*:: as any*/),
                              (v6/*:: as any*/),
                              (v9/*:: as any*/),
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
                              (v2/*:: as any*/),
                              (v8/*:: as any*/),
                              (v7/*:: as any*/)
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
              {
                "kind": "ScalarField",
                "name": "isEmpty"
              },
              {
                "kind": "ScalarField",
                "name": "displayPricesIncludeTax"
              },
              {
                "kind": "ScalarField",
                "name": "needsShippingAddress"
              },
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "args": (v3/*:: as any*/),
                "kind": "ScalarField",
                "name": "shippingTotal",
                "storageKey": "shippingTotal(format:\"RAW\")"
              },
              {
                "args": (v3/*:: as any*/),
                "kind": "ScalarField",
                "name": "shippingTax",
                "storageKey": "shippingTax(format:\"RAW\")"
              },
              {
                "args": (v3/*:: as any*/),
                "kind": "ScalarField",
                "name": "discountTotal",
                "storageKey": "discountTotal(format:\"RAW\")"
              },
              (v10/*:: as any*/),
              {
                "args": (v3/*:: as any*/),
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
                  (v7/*:: as any*/),
                  (v9/*:: as any*/),
                  {
                    "args": (v3/*:: as any*/),
                    "kind": "ScalarField",
                    "name": "amount",
                    "storageKey": "amount(format:\"RAW\")"
                  }
                ]
              },
              {
                "kind": "ClientExtension",
                "selections": [
                  {
                    "kind": "ScalarField",
                    "name": "isUpdating"
                  },
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
                      (v7/*:: as any*/),
                      (v9/*:: as any*/),
                      {
                        "args": (v3/*:: as any*/),
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
                    "args": (v3/*:: as any*/),
                    "kind": "ScalarField",
                    "name": "discountAmount",
                    "storageKey": "discountAmount(format:\"RAW\")"
                  },
                  (v10/*:: as any*/)
                ]
              }
            ]
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "25e35b29ad48dfc33b55749936b99757",
    "id": null,
    "metadata": {},
    "name": "useUpdateItemQuantitiesMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateItemQuantitiesMutation($input:UpdateItemQuantitiesInput!){updateItemQuantities(input:$input){cart{...CartButton_cart,...CartContents_cart,...CheckoutForm_cart}}}fragment CartButton_cart on Cart{contents(first:100){itemCount}}fragment CartContents_cart on Cart{isEmpty,displayPricesIncludeTax,...CartTotals_cart,contents(first:100){nodes{__typename,key,...CartLine_item}}}fragment CartLine_item on CartItem{__isCartItem:__typename,quantity,subtotal(format:RAW),subtotalTax(format:RAW),product{node{__typename,...CartLine_product,id}},variation{attributes{...ChosenAttributes_attributes,id}},...useUpdateItemQuantitiesMutation_item}fragment CartLine_product on Product{__isProduct:__typename,databaseId,name,slug,image{thumbnailUrl:sourceUrl(size:THUMBNAIL),id}}fragment CartTotals_cart on Cart{displayPricesIncludeTax,needsShippingAddress,subtotal(format:RAW),subtotalTax(format:RAW),shippingTotal(format:RAW),shippingTax(format:RAW),discountTotal(format:RAW),discountTax(format:RAW),total(format:RAW),totalTaxes{id,label,amount(format:RAW)}}fragment CheckoutForm_cart on Cart{needsShippingAddress,contents(first:100){nodes{__typename,product{node{__typename,virtual,id}},variation{node{__typename,virtual,id}}}},...CheckoutShippingMethods_cart,...CouponForm_cart,...CheckoutOrderReview_cart}fragment CheckoutOrderReview_cart on Cart{displayPricesIncludeTax,...CartTotals_cart,contents(first:100){nodes{__typename,key,...CartLine_item}}}fragment CheckoutShippingMethods_cart on Cart{chosenShippingMethods,availableShippingMethods{rates{id,label,cost(format:RAW)}}}fragment ChosenAttributes_attributes on VariationAttribute{id,name,label,value}fragment CouponForm_cart on Cart{displayPricesIncludeTax,appliedCoupons{code,discountAmount(format:RAW),discountTax(format:RAW)},availableShippingMethods{rates{methodId,id}}}fragment useUpdateItemQuantitiesMutation_item on CartItem{__isCartItem:__typename,key}"
  }
};
})();

(node as any).hash = "d422599c0572bcf2698e72e2dd229821";

export default node;
