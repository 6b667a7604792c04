/**
 * @generated SignedSource<<85ed6cdba5b019ca69daab08118df3f5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CountriesEnum = "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "XK" | "YE" | "YT" | "ZA" | "ZM" | "ZW" | "%future added value";
export type CheckoutRouteQuery$variables = Record<PropertyKey, never>;
export type CheckoutRouteQuery$data = {
  readonly allowedCountries: ReadonlyArray<CountriesEnum | null | undefined> | null | undefined;
  readonly cart: {
    readonly isEmpty: boolean | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"CartButton_cart" | "CheckoutForm_cart">;
  } | null | undefined;
  readonly customer: {
    readonly " $fragmentSpreads": FragmentRefs<"CheckoutForm_customer">;
  } | null | undefined;
  readonly paymentGateways: {
    readonly " $fragmentSpreads": FragmentRefs<"CheckoutForm_gateways">;
  } | null | undefined;
};
export type CheckoutRouteQuery = {
  response: CheckoutRouteQuery$data;
  variables: CheckoutRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "recalculateTotals",
    "value": true
  }
],
v1 = {
  "kind": "ScalarField",
  "name": "isEmpty"
},
v2 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v3 = {
  "kind": "ScalarField",
  "name": "allowedCountries"
},
v4 = {
  "kind": "ScalarField",
  "name": "__typename"
},
v5 = {
  "kind": "ScalarField",
  "name": "virtual"
},
v6 = {
  "kind": "ScalarField",
  "name": "id"
},
v7 = {
  "kind": "ScalarField",
  "name": "name"
},
v8 = {
  "kind": "ScalarField",
  "name": "label"
},
v9 = [
  {
    "kind": "Literal",
    "name": "format",
    "value": "RAW"
  }
],
v10 = {
  "args": (v9/*:: as any*/),
  "kind": "ScalarField",
  "name": "subtotal",
  "storageKey": "subtotal(format:\"RAW\")"
},
v11 = {
  "args": (v9/*:: as any*/),
  "kind": "ScalarField",
  "name": "subtotalTax",
  "storageKey": "subtotalTax(format:\"RAW\")"
},
v12 = {
  "args": (v9/*:: as any*/),
  "kind": "ScalarField",
  "name": "discountTax",
  "storageKey": "discountTax(format:\"RAW\")"
},
v13 = {
  "kind": "ScalarField",
  "name": "firstName"
},
v14 = {
  "kind": "ScalarField",
  "name": "lastName"
},
v15 = {
  "kind": "ScalarField",
  "name": "company"
},
v16 = {
  "kind": "ScalarField",
  "name": "address1"
},
v17 = {
  "kind": "ScalarField",
  "name": "address2"
},
v18 = {
  "kind": "ScalarField",
  "name": "city"
},
v19 = {
  "kind": "ScalarField",
  "name": "postcode"
},
v20 = {
  "kind": "ScalarField",
  "name": "country"
},
v21 = {
  "kind": "ScalarField",
  "name": "state"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "name": "CheckoutRouteQuery",
    "selections": [
      {
        "args": (v0/*:: as any*/),
        "concreteType": "Cart",
        "kind": "LinkedField",
        "name": "cart",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "kind": "FragmentSpread",
            "name": "CartButton_cart"
          },
          {
            "kind": "FragmentSpread",
            "name": "CheckoutForm_cart"
          }
        ],
        "storageKey": "cart(recalculateTotals:true)"
      },
      {
        "concreteType": "Customer",
        "kind": "LinkedField",
        "name": "customer",
        "plural": false,
        "selections": [
          {
            "kind": "FragmentSpread",
            "name": "CheckoutForm_customer"
          }
        ]
      },
      {
        "args": (v2/*:: as any*/),
        "concreteType": "RootQueryToPaymentGatewayConnection",
        "kind": "LinkedField",
        "name": "paymentGateways",
        "plural": false,
        "selections": [
          {
            "kind": "FragmentSpread",
            "name": "CheckoutForm_gateways"
          }
        ],
        "storageKey": "paymentGateways(first:100)"
      },
      (v3/*:: as any*/)
    ],
    "type": "RootQuery"
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CheckoutRouteQuery",
    "selections": [
      {
        "args": (v0/*:: as any*/),
        "concreteType": "Cart",
        "kind": "LinkedField",
        "name": "cart",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "args": (v2/*:: as any*/),
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
                  (v4/*:: as any*/),
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
                          (v4/*:: as any*/),
                          (v5/*:: as any*/),
                          (v6/*:: as any*/),
                          {
                            "kind": "TypeDiscriminator",
                            "abstractKey": "__isProduct"
                          },
                          {
                            "kind": "ScalarField",
                            "name": "databaseId"
                          },
                          (v7/*:: as any*/),
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
                              (v6/*:: as any*/)
                            ]
                          }
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
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v4/*:: as any*/),
                          (v5/*:: as any*/),
                          (v6/*:: as any*/)
                        ]
                      },
                      {
                        "concreteType": "VariationAttribute",
                        "kind": "LinkedField",
                        "name": "attributes",
                        "plural": true,
                        "selections": [
                          (v6/*:: as any*/),
                          (v7/*:: as any*/),
                          (v8/*:: as any*/),
                          {
                            "kind": "ScalarField",
                            "name": "value"
                          }
                        ]
                      }
                    ]
                  },
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
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
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
            "name": "needsShippingAddress"
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
                  (v6/*:: as any*/),
                  (v8/*:: as any*/),
                  {
                    "args": (v9/*:: as any*/),
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
            "kind": "ScalarField",
            "name": "displayPricesIncludeTax"
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
                "args": (v9/*:: as any*/),
                "kind": "ScalarField",
                "name": "discountAmount",
                "storageKey": "discountAmount(format:\"RAW\")"
              },
              (v12/*:: as any*/)
            ]
          },
          {
            "kind": "ClientExtension",
            "selections": [
              {
                "kind": "ScalarField",
                "name": "isApplyingCoupon"
              },
              {
                "kind": "ScalarField",
                "name": "isUpdating"
              }
            ]
          },
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          {
            "args": (v9/*:: as any*/),
            "kind": "ScalarField",
            "name": "shippingTotal",
            "storageKey": "shippingTotal(format:\"RAW\")"
          },
          {
            "args": (v9/*:: as any*/),
            "kind": "ScalarField",
            "name": "shippingTax",
            "storageKey": "shippingTax(format:\"RAW\")"
          },
          {
            "args": (v9/*:: as any*/),
            "kind": "ScalarField",
            "name": "discountTotal",
            "storageKey": "discountTotal(format:\"RAW\")"
          },
          (v12/*:: as any*/),
          {
            "args": (v9/*:: as any*/),
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
              (v6/*:: as any*/),
              (v8/*:: as any*/),
              {
                "args": (v9/*:: as any*/),
                "kind": "ScalarField",
                "name": "amount",
                "storageKey": "amount(format:\"RAW\")"
              }
            ]
          }
        ],
        "storageKey": "cart(recalculateTotals:true)"
      },
      {
        "concreteType": "Customer",
        "kind": "LinkedField",
        "name": "customer",
        "plural": false,
        "selections": [
          {
            "concreteType": "CustomerAddress",
            "kind": "LinkedField",
            "name": "billing",
            "plural": false,
            "selections": [
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v20/*:: as any*/),
              (v21/*:: as any*/),
              {
                "kind": "ScalarField",
                "name": "phone"
              },
              {
                "kind": "ScalarField",
                "name": "email"
              }
            ]
          },
          {
            "concreteType": "CustomerAddress",
            "kind": "LinkedField",
            "name": "shipping",
            "plural": false,
            "selections": [
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v20/*:: as any*/),
              (v21/*:: as any*/)
            ]
          },
          (v6/*:: as any*/)
        ]
      },
      {
        "args": (v2/*:: as any*/),
        "concreteType": "RootQueryToPaymentGatewayConnection",
        "kind": "LinkedField",
        "name": "paymentGateways",
        "plural": false,
        "selections": [
          {
            "concreteType": "PaymentGateway",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              {
                "kind": "ScalarField",
                "name": "title"
              },
              {
                "kind": "ScalarField",
                "name": "description"
              }
            ]
          }
        ],
        "storageKey": "paymentGateways(first:100)"
      },
      (v3/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "c03bdb73631fc5421689e27d2564c543",
    "id": null,
    "metadata": {},
    "name": "CheckoutRouteQuery",
    "operationKind": "query",
    "text": "query CheckoutRouteQuery{cart(recalculateTotals:true){isEmpty,...CartButton_cart,...CheckoutForm_cart},customer{...CheckoutForm_customer,id},paymentGateways(first:100){...CheckoutForm_gateways},allowedCountries}fragment CartButton_cart on Cart{contents(first:100){itemCount}}fragment CartLine_item on CartItem{__isCartItem:__typename,quantity,subtotal(format:RAW),subtotalTax(format:RAW),product{node{__typename,...CartLine_product,id}},variation{attributes{...ChosenAttributes_attributes,id}},...useUpdateItemQuantitiesMutation_item}fragment CartLine_product on Product{__isProduct:__typename,databaseId,name,slug,image{thumbnailUrl:sourceUrl(size:THUMBNAIL),id}}fragment CartTotals_cart on Cart{displayPricesIncludeTax,needsShippingAddress,subtotal(format:RAW),subtotalTax(format:RAW),shippingTotal(format:RAW),shippingTax(format:RAW),discountTotal(format:RAW),discountTax(format:RAW),total(format:RAW),totalTaxes{id,label,amount(format:RAW)}}fragment CheckoutForm_cart on Cart{needsShippingAddress,contents(first:100){nodes{__typename,product{node{__typename,virtual,id}},variation{node{__typename,virtual,id}}}},...CheckoutShippingMethods_cart,...CouponForm_cart,...CheckoutOrderReview_cart}fragment CheckoutForm_customer on Customer{billing{firstName,lastName,company,address1,address2,city,postcode,country,state,phone,email},shipping{firstName,lastName,company,address1,address2,city,postcode,country,state}}fragment CheckoutForm_gateways on RootQueryToPaymentGatewayConnection{nodes{...CheckoutPaymentMethods_gateways,id}}fragment CheckoutOrderReview_cart on Cart{displayPricesIncludeTax,...CartTotals_cart,contents(first:100){nodes{__typename,key,...CartLine_item}}}fragment CheckoutPaymentMethods_gateways on PaymentGateway{id,title,description}fragment CheckoutShippingMethods_cart on Cart{chosenShippingMethods,availableShippingMethods{rates{id,label,cost(format:RAW)}}}fragment ChosenAttributes_attributes on VariationAttribute{id,name,label,value}fragment CouponForm_cart on Cart{displayPricesIncludeTax,appliedCoupons{code,discountAmount(format:RAW),discountTax(format:RAW)},availableShippingMethods{rates{methodId,id}}}fragment useUpdateItemQuantitiesMutation_item on CartItem{__isCartItem:__typename,key}"
  }
};
})();

(node as any).hash = "b24a5ff5868cc52132d478194c8af325";

export default node;
