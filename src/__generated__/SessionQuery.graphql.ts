/**
 * @generated SignedSource<<7a1088be9b9160fa5602881595083809>>
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
  "name": "isEmpty",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayPricesIncludeTax",
  "storageKey": null
},
v6 = {
  "kind": "ClientExtension",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isUpdating",
      "storageKey": null
    }
  ]
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
  "concreteType": "Customer",
  "kind": "LinkedField",
  "name": "customer",
  "plural": false,
  "selections": [
    (v7/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sessionToken",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    (v7/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "username",
      "storageKey": null
    },
    {
      "alias": null,
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
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        }
      ],
      "storageKey": "avatar(size:64)"
    }
  ],
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "LoginClient",
  "kind": "LinkedField",
  "name": "loginClients",
  "plural": true,
  "selections": [
    (v10/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "provider",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isEnabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "authorizationUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "order",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v13 = [
  {
    "kind": "Literal",
    "name": "format",
    "value": "RAW"
  }
],
v14 = {
  "alias": null,
  "args": (v13/*:: as any*/),
  "kind": "ScalarField",
  "name": "subtotal",
  "storageKey": "subtotal(format:\"RAW\")"
},
v15 = {
  "alias": null,
  "args": (v13/*:: as any*/),
  "kind": "ScalarField",
  "name": "subtotalTax",
  "storageKey": "subtotalTax(format:\"RAW\")"
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SessionQuery",
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
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "contents(first:100)"
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "args": null,
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
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RootQueryToPaymentGatewayConnection",
        "kind": "LinkedField",
        "name": "paymentGateways",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "PaymentGateway",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CheckoutPaymentMethods_gateways"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "paymentGateways(first:100)"
      },
      (v11/*:: as any*/)
    ],
    "type": "RootQuery",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SessionQuery",
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
                  (v12/*:: as any*/),
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
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
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
                          (v12/*:: as any*/),
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
                          (v10/*:: as any*/),
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
                          (v7/*:: as any*/)
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
                          (v10/*:: as any*/),
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
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "needsShippingAddress",
            "storageKey": null
          },
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          {
            "alias": null,
            "args": (v13/*:: as any*/),
            "kind": "ScalarField",
            "name": "shippingTotal",
            "storageKey": "shippingTotal(format:\"RAW\")"
          },
          {
            "alias": null,
            "args": (v13/*:: as any*/),
            "kind": "ScalarField",
            "name": "shippingTax",
            "storageKey": "shippingTax(format:\"RAW\")"
          },
          {
            "alias": null,
            "args": (v13/*:: as any*/),
            "kind": "ScalarField",
            "name": "discountTotal",
            "storageKey": "discountTotal(format:\"RAW\")"
          },
          {
            "alias": null,
            "args": (v13/*:: as any*/),
            "kind": "ScalarField",
            "name": "discountTax",
            "storageKey": "discountTax(format:\"RAW\")"
          },
          {
            "alias": null,
            "args": (v13/*:: as any*/),
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
              (v16/*:: as any*/),
              {
                "alias": null,
                "args": (v13/*:: as any*/),
                "kind": "ScalarField",
                "name": "amount",
                "storageKey": "amount(format:\"RAW\")"
              }
            ],
            "storageKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": "cart(recalculateTotals:true)"
      },
      (v8/*:: as any*/),
      (v9/*:: as any*/),
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RootQueryToPaymentGatewayConnection",
        "kind": "LinkedField",
        "name": "paymentGateways",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "PaymentGateway",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "description",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "paymentGateways(first:100)"
      },
      (v11/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "80f610d6a47f7a28c1b102d625e3293c",
    "id": null,
    "metadata": {},
    "name": "SessionQuery",
    "operationKind": "query",
    "text": "query SessionQuery {\n  cart(recalculateTotals: true) {\n    contents(first: 100) {\n      itemCount\n      nodes {\n        __typename\n        key\n        ...CartLine_item\n      }\n    }\n    isEmpty\n    displayPricesIncludeTax\n    ...CartTotals_cart\n  }\n  customer {\n    id\n    sessionToken\n  }\n  viewer {\n    id\n    username\n    avatar(size: 64) {\n      url\n    }\n  }\n  paymentGateways(first: 100) {\n    nodes {\n      ...CheckoutPaymentMethods_gateways\n      id\n    }\n  }\n  loginClients {\n    name\n    provider\n    isEnabled\n    authorizationUrl\n    order\n  }\n}\n\nfragment CartLine_item on CartItem {\n  __isCartItem: __typename\n  quantity\n  subtotal(format: RAW)\n  subtotalTax(format: RAW)\n  product {\n    node {\n      __typename\n      ...CartLine_product\n      id\n    }\n  }\n  variation {\n    attributes {\n      ...ChosenAttributes_attributes\n      id\n    }\n  }\n  ...useUpdateItemQuantitiesMutation_item\n}\n\nfragment CartLine_product on Product {\n  __isProduct: __typename\n  databaseId\n  name\n  slug\n  image {\n    thumbnailUrl: sourceUrl(size: THUMBNAIL)\n    id\n  }\n}\n\nfragment CartTotals_cart on Cart {\n  displayPricesIncludeTax\n  needsShippingAddress\n  subtotal(format: RAW)\n  subtotalTax(format: RAW)\n  shippingTotal(format: RAW)\n  shippingTax(format: RAW)\n  discountTotal(format: RAW)\n  discountTax(format: RAW)\n  total(format: RAW)\n  totalTaxes {\n    id\n    label\n    amount(format: RAW)\n  }\n}\n\nfragment CheckoutPaymentMethods_gateways on PaymentGateway {\n  id\n  title\n  description\n}\n\nfragment ChosenAttributes_attributes on VariationAttribute {\n  id\n  name\n  label\n  value\n}\n\nfragment useUpdateItemQuantitiesMutation_item on CartItem {\n  __isCartItem: __typename\n  key\n}\n"
  }
};
})();

(node as any).hash = "ba5de60de7b392e64e5b3ebfc3b0a068";

export default node;
