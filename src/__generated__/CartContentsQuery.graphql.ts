/**
 * @generated SignedSource<<019e17aa6d8728a4ae7e46fee0b877d5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CartContentsQuery$variables = Record<PropertyKey, never>;
export type CartContentsQuery$data = {
  readonly cart: {
    readonly " $fragmentSpreads": FragmentRefs<"CartButton_cart" | "CartContents_cart">;
  } | null | undefined;
};
export type CartContentsQuery = {
  response: CartContentsQuery$data;
  variables: CartContentsQuery$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v2 = [
  {
    "kind": "Literal",
    "name": "format",
    "value": "RAW"
  }
],
v3 = {
  "alias": null,
  "args": (v2/*:: as any*/),
  "kind": "ScalarField",
  "name": "subtotal",
  "storageKey": "subtotal(format:\"RAW\")"
},
v4 = {
  "alias": null,
  "args": (v2/*:: as any*/),
  "kind": "ScalarField",
  "name": "subtotalTax",
  "storageKey": "subtotalTax(format:\"RAW\")"
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
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
    "name": "CartContentsQuery",
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "CartButton_cart"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CartContents_cart"
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
    "name": "CartContentsQuery",
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
                  (v1/*:: as any*/),
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
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
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
                          (v1/*:: as any*/),
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
                          (v5/*:: as any*/),
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
                              (v6/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v6/*:: as any*/)
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
                          (v6/*:: as any*/),
                          (v5/*:: as any*/),
                          (v7/*:: as any*/),
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
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "kind": "ScalarField",
            "name": "shippingTotal",
            "storageKey": "shippingTotal(format:\"RAW\")"
          },
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "kind": "ScalarField",
            "name": "shippingTax",
            "storageKey": "shippingTax(format:\"RAW\")"
          },
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "kind": "ScalarField",
            "name": "discountTotal",
            "storageKey": "discountTotal(format:\"RAW\")"
          },
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "kind": "ScalarField",
            "name": "discountTax",
            "storageKey": "discountTax(format:\"RAW\")"
          },
          {
            "alias": null,
            "args": (v2/*:: as any*/),
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
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": (v2/*:: as any*/),
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
              }
            ]
          }
        ],
        "storageKey": "cart(recalculateTotals:true)"
      }
    ]
  },
  "params": {
    "cacheID": "4f34eb2b10cbb05d5f08fa92c02c0d29",
    "id": null,
    "metadata": {},
    "name": "CartContentsQuery",
    "operationKind": "query",
    "text": "query CartContentsQuery {\n  cart(recalculateTotals: true) {\n    ...CartButton_cart\n    ...CartContents_cart\n  }\n}\n\nfragment CartButton_cart on Cart {\n  contents(first: 100) {\n    itemCount\n  }\n}\n\nfragment CartContents_cart on Cart {\n  isEmpty\n  displayPricesIncludeTax\n  ...CartTotals_cart\n  contents(first: 100) {\n    nodes {\n      __typename\n      key\n      ...CartLine_item\n    }\n  }\n}\n\nfragment CartLine_item on CartItem {\n  __isCartItem: __typename\n  quantity\n  subtotal(format: RAW)\n  subtotalTax(format: RAW)\n  product {\n    node {\n      __typename\n      ...CartLine_product\n      id\n    }\n  }\n  variation {\n    attributes {\n      ...ChosenAttributes_attributes\n      id\n    }\n  }\n  ...useUpdateItemQuantitiesMutation_item\n}\n\nfragment CartLine_product on Product {\n  __isProduct: __typename\n  databaseId\n  name\n  slug\n  image {\n    thumbnailUrl: sourceUrl(size: THUMBNAIL)\n    id\n  }\n}\n\nfragment CartTotals_cart on Cart {\n  displayPricesIncludeTax\n  needsShippingAddress\n  subtotal(format: RAW)\n  subtotalTax(format: RAW)\n  shippingTotal(format: RAW)\n  shippingTax(format: RAW)\n  discountTotal(format: RAW)\n  discountTax(format: RAW)\n  total(format: RAW)\n  totalTaxes {\n    id\n    label\n    amount(format: RAW)\n  }\n}\n\nfragment ChosenAttributes_attributes on VariationAttribute {\n  id\n  name\n  label\n  value\n}\n\nfragment useUpdateItemQuantitiesMutation_item on CartItem {\n  __isCartItem: __typename\n  key\n}\n"
  }
};
})();

(node as any).hash = "d5856f9ae904f1a3db1f346fab177f18";

export default node;
