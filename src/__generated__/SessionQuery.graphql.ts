/**
 * @generated SignedSource<<df59def369290a68f10bf79b6aa053e6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LoginProviderEnum = "FACEBOOK" | "GITHUB" | "GOOGLE" | "INSTAGRAM" | "LINKEDIN" | "OAUTH2_GENERIC" | "PASSWORD" | "SITETOKEN" | "%future added value";
export type SessionQuery$variables = Record<PropertyKey, never>;
export type SessionQuery$data = {
  readonly cart: {
    readonly contents: {
      readonly itemCount: number | null | undefined;
      readonly nodes: ReadonlyArray<{
        readonly key: string;
        readonly " $fragmentSpreads": FragmentRefs<"CartLine_item">;
      }>;
    } | null | undefined;
    readonly displayPricesIncludeTax: boolean | null | undefined;
    readonly isEmpty: boolean | null | undefined;
    readonly isUpdating: boolean | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"CartTotals_cart">;
  } | null | undefined;
  readonly customer: {
    readonly id: string;
    readonly sessionToken: string | null | undefined;
  } | null | undefined;
  readonly loginClients: ReadonlyArray<{
    readonly authorizationUrl: string | null | undefined;
    readonly isEnabled: boolean | null | undefined;
    readonly name: string | null | undefined;
    readonly order: number | null | undefined;
    readonly provider: LoginProviderEnum | null | undefined;
  } | null | undefined> | null | undefined;
  readonly paymentGateways: {
    readonly nodes: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"CheckoutPaymentMethods_gateways">;
    }>;
  } | null | undefined;
  readonly viewer: {
    readonly avatar: {
      readonly url: string | null | undefined;
    } | null | undefined;
    readonly id: string;
    readonly username: string | null | undefined;
  } | null | undefined;
};
export type SessionQuery = {
  response: SessionQuery$data;
  variables: SessionQuery$variables;
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
  "name": "isEmpty"
},
v5 = {
  "kind": "ScalarField",
  "name": "displayPricesIncludeTax"
},
v6 = {
  "kind": "ClientExtension",
  "selections": [
    {
      "kind": "ScalarField",
      "name": "isUpdating"
    }
  ]
},
v7 = {
  "kind": "ScalarField",
  "name": "id"
},
v8 = {
  "concreteType": "Customer",
  "kind": "LinkedField",
  "name": "customer",
  "plural": false,
  "selections": [
    (v7/*:: as any*/),
    {
      "kind": "ScalarField",
      "name": "sessionToken"
    }
  ]
},
v9 = {
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    (v7/*:: as any*/),
    {
      "kind": "ScalarField",
      "name": "username"
    },
    {
      "args": [
        {
          "kind": "Literal",
          "name": "size",
          "value": 64
        }
      ],
      "concreteType": "Avatar",
      "kind": "LinkedField",
      "name": "avatar",
      "plural": false,
      "selections": [
        {
          "kind": "ScalarField",
          "name": "url"
        }
      ],
      "storageKey": "avatar(size:64)"
    }
  ]
},
v10 = {
  "kind": "ScalarField",
  "name": "name"
},
v11 = {
  "concreteType": "LoginClient",
  "kind": "LinkedField",
  "name": "loginClients",
  "plural": true,
  "selections": [
    (v10/*:: as any*/),
    {
      "kind": "ScalarField",
      "name": "provider"
    },
    {
      "kind": "ScalarField",
      "name": "isEnabled"
    },
    {
      "kind": "ScalarField",
      "name": "authorizationUrl"
    },
    {
      "kind": "ScalarField",
      "name": "order"
    }
  ]
},
v12 = {
  "kind": "ScalarField",
  "name": "__typename"
},
v13 = [
  {
    "kind": "Literal",
    "name": "format",
    "value": "RAW"
  }
],
v14 = {
  "args": (v13/*:: as any*/),
  "kind": "ScalarField",
  "name": "subtotal",
  "storageKey": "subtotal(format:\"RAW\")"
},
v15 = {
  "args": (v13/*:: as any*/),
  "kind": "ScalarField",
  "name": "subtotalTax",
  "storageKey": "subtotalTax(format:\"RAW\")"
},
v16 = {
  "kind": "ScalarField",
  "name": "label"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "name": "SessionQuery",
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
                  }
                ]
              }
            ],
            "storageKey": "contents(first:100)"
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "kind": "FragmentSpread",
            "name": "CartTotals_cart"
          },
          (v6/*:: as any*/)
        ],
        "storageKey": "cart(recalculateTotals:true)"
      },
      (v8/*:: as any*/),
      (v9/*:: as any*/),
      {
        "args": (v1/*:: as any*/),
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
              {
                "kind": "FragmentSpread",
                "name": "CheckoutPaymentMethods_gateways"
              }
            ]
          }
        ],
        "storageKey": "paymentGateways(first:100)"
      },
      (v11/*:: as any*/)
    ],
    "type": "RootQuery"
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SessionQuery",
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
                  (v12/*:: as any*/),
                  (v3/*:: as any*/),
                  {
                    "kind": "TypeDiscriminator",
                    "abstractKey": "__isCartItem"
                  },
                  {
                    "kind": "ScalarField",
                    "name": "quantity"
                  },
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
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
                          (v12/*:: as any*/),
                          {
                            "kind": "TypeDiscriminator",
                            "abstractKey": "__isProduct"
                          },
                          {
                            "kind": "ScalarField",
                            "name": "databaseId"
                          },
                          (v10/*:: as any*/),
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
                          (v7/*:: as any*/)
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
                          (v10/*:: as any*/),
                          (v16/*:: as any*/),
                          {
                            "kind": "ScalarField",
                            "name": "value"
                          }
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
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "kind": "ScalarField",
            "name": "needsShippingAddress"
          },
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          {
            "args": (v13/*:: as any*/),
            "kind": "ScalarField",
            "name": "shippingTotal",
            "storageKey": "shippingTotal(format:\"RAW\")"
          },
          {
            "args": (v13/*:: as any*/),
            "kind": "ScalarField",
            "name": "shippingTax",
            "storageKey": "shippingTax(format:\"RAW\")"
          },
          {
            "args": (v13/*:: as any*/),
            "kind": "ScalarField",
            "name": "discountTotal",
            "storageKey": "discountTotal(format:\"RAW\")"
          },
          {
            "args": (v13/*:: as any*/),
            "kind": "ScalarField",
            "name": "discountTax",
            "storageKey": "discountTax(format:\"RAW\")"
          },
          {
            "args": (v13/*:: as any*/),
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
              (v16/*:: as any*/),
              {
                "args": (v13/*:: as any*/),
                "kind": "ScalarField",
                "name": "amount",
                "storageKey": "amount(format:\"RAW\")"
              }
            ]
          },
          (v6/*:: as any*/)
        ],
        "storageKey": "cart(recalculateTotals:true)"
      },
      (v8/*:: as any*/),
      (v9/*:: as any*/),
      {
        "args": (v1/*:: as any*/),
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
              (v7/*:: as any*/),
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
      (v11/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "f02bfb3bb48a57ba257ec85bf4c8d698",
    "id": null,
    "metadata": {},
    "name": "SessionQuery",
    "operationKind": "query",
    "text": "query SessionQuery{cart(recalculateTotals:true){contents(first:100){itemCount,nodes{__typename,key,...CartLine_item}},isEmpty,displayPricesIncludeTax,...CartTotals_cart},customer{id,sessionToken},viewer{id,username,avatar(size:64){url}},paymentGateways(first:100){nodes{...CheckoutPaymentMethods_gateways,id}},loginClients{name,provider,isEnabled,authorizationUrl,order}}fragment CartLine_item on CartItem{__isCartItem:__typename,quantity,subtotal(format:RAW),subtotalTax(format:RAW),product{node{__typename,...CartLine_product,id}},variation{attributes{...ChosenAttributes_attributes,id}},...useUpdateItemQuantitiesMutation_item}fragment CartLine_product on Product{__isProduct:__typename,databaseId,name,slug,image{thumbnailUrl:sourceUrl(size:THUMBNAIL),id}}fragment CartTotals_cart on Cart{displayPricesIncludeTax,needsShippingAddress,subtotal(format:RAW),subtotalTax(format:RAW),shippingTotal(format:RAW),shippingTax(format:RAW),discountTotal(format:RAW),discountTax(format:RAW),total(format:RAW),totalTaxes{id,label,amount(format:RAW)}}fragment CheckoutPaymentMethods_gateways on PaymentGateway{id,title,description}fragment ChosenAttributes_attributes on VariationAttribute{id,name,label,value}fragment useUpdateItemQuantitiesMutation_item on CartItem{__isCartItem:__typename,key}"
  }
};
})();

(node as any).hash = "ba5de60de7b392e64e5b3ebfc3b0a068";

export default node;
