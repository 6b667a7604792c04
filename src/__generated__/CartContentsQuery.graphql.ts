/**
 * @generated SignedSource<<e22836c8b855ecec39049a6d9e7df5a2>>
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
  "kind": "ScalarField",
  "name": "__typename"
},
v2 = [
  {
    "kind": "Literal",
    "name": "format",
    "value": "RAW"
  }
],
v3 = {
  "args": (v2/*:: as any*/),
  "kind": "ScalarField",
  "name": "subtotal",
  "storageKey": "subtotal(format:\"RAW\")"
},
v4 = {
  "args": (v2/*:: as any*/),
  "kind": "ScalarField",
  "name": "subtotalTax",
  "storageKey": "subtotalTax(format:\"RAW\")"
},
v5 = {
  "kind": "ScalarField",
  "name": "name"
},
v6 = {
  "kind": "ScalarField",
  "name": "id"
},
v7 = {
  "kind": "ScalarField",
  "name": "label"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "name": "CartContentsQuery",
    "selections": [
      {
        "args": (v0/*:: as any*/),
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
    "name": "CartContentsQuery",
    "selections": [
      {
        "args": (v0/*:: as any*/),
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
                  (v1/*:: as any*/),
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
                  (v3/*:: as any*/),
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
                          (v1/*:: as any*/),
                          {
                            "kind": "TypeDiscriminator",
                            "abstractKey": "__isProduct"
                          },
                          {
                            "kind": "ScalarField",
                            "name": "databaseId"
                          },
                          (v5/*:: as any*/),
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
                          },
                          (v6/*:: as any*/)
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
                          (v6/*:: as any*/),
                          (v5/*:: as any*/),
                          (v7/*:: as any*/),
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
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "args": (v2/*:: as any*/),
            "kind": "ScalarField",
            "name": "shippingTotal",
            "storageKey": "shippingTotal(format:\"RAW\")"
          },
          {
            "args": (v2/*:: as any*/),
            "kind": "ScalarField",
            "name": "shippingTax",
            "storageKey": "shippingTax(format:\"RAW\")"
          },
          {
            "args": (v2/*:: as any*/),
            "kind": "ScalarField",
            "name": "discountTotal",
            "storageKey": "discountTotal(format:\"RAW\")"
          },
          {
            "args": (v2/*:: as any*/),
            "kind": "ScalarField",
            "name": "discountTax",
            "storageKey": "discountTax(format:\"RAW\")"
          },
          {
            "args": (v2/*:: as any*/),
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
              (v7/*:: as any*/),
              {
                "args": (v2/*:: as any*/),
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
              }
            ]
          }
        ],
        "storageKey": "cart(recalculateTotals:true)"
      }
    ]
  },
  "params": {
    "cacheID": "cde29e5a193daf0921c6af4c39f9fea8",
    "id": null,
    "metadata": {},
    "name": "CartContentsQuery",
    "operationKind": "query",
    "text": "query CartContentsQuery{cart(recalculateTotals:true){...CartButton_cart,...CartContents_cart}}fragment CartButton_cart on Cart{contents(first:100){itemCount}}fragment CartContents_cart on Cart{isEmpty,displayPricesIncludeTax,...CartTotals_cart,contents(first:100){nodes{__typename,key,...CartLine_item}}}fragment CartLine_item on CartItem{__isCartItem:__typename,quantity,subtotal(format:RAW),subtotalTax(format:RAW),product{node{__typename,...CartLine_product,id}},variation{attributes{...ChosenAttributes_attributes,id}},...useUpdateItemQuantitiesMutation_item}fragment CartLine_product on Product{__isProduct:__typename,databaseId,name,slug,image{thumbnailUrl:sourceUrl(size:THUMBNAIL),id}}fragment CartTotals_cart on Cart{displayPricesIncludeTax,needsShippingAddress,subtotal(format:RAW),subtotalTax(format:RAW),shippingTotal(format:RAW),shippingTax(format:RAW),discountTotal(format:RAW),discountTax(format:RAW),total(format:RAW),totalTaxes{id,label,amount(format:RAW)}}fragment ChosenAttributes_attributes on VariationAttribute{id,name,label,value}fragment useUpdateItemQuantitiesMutation_item on CartItem{__isCartItem:__typename,key}"
  }
};
})();

(node as any).hash = "d5856f9ae904f1a3db1f346fab177f18";

export default node;
