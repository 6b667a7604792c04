/**
 * @generated SignedSource<<85dfc220f94c33616a7299a0c3ac1f92>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderIdTypeEnum = "DATABASE_ID" | "ID" | "ORDER_KEY" | "%future added value";
export type OrderSummaryRouteQuery$variables = {
  id: string;
  idType: OrderIdTypeEnum;
};
export type OrderSummaryRouteQuery$data = {
  readonly order: {
    readonly " $fragmentSpreads": FragmentRefs<"OrderDetails_order">;
  } | null | undefined;
};
export type OrderSummaryRouteQuery = {
  response: OrderSummaryRouteQuery$data;
  variables: OrderSummaryRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "idType"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  },
  {
    "kind": "Variable",
    "name": "idType",
    "variableName": "idType"
  }
],
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
v4 = [
  {
    "kind": "ScalarField",
    "name": "firstName"
  },
  {
    "kind": "ScalarField",
    "name": "lastName"
  },
  {
    "kind": "ScalarField",
    "name": "company"
  },
  {
    "kind": "ScalarField",
    "name": "address1"
  },
  {
    "kind": "ScalarField",
    "name": "address2"
  },
  {
    "kind": "ScalarField",
    "name": "postcode"
  },
  {
    "kind": "ScalarField",
    "name": "city"
  },
  {
    "kind": "ScalarField",
    "name": "state"
  },
  {
    "kind": "ScalarField",
    "name": "country"
  },
  {
    "kind": "ScalarField",
    "name": "email"
  },
  {
    "kind": "ScalarField",
    "name": "phone"
  }
],
v5 = {
  "kind": "ScalarField",
  "name": "id"
},
v6 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v7 = {
  "kind": "ScalarField",
  "name": "__typename"
},
v8 = {
  "kind": "ScalarField",
  "name": "name"
},
v9 = [
  {
    "kind": "LinkedField",
    "name": "node",
    "plural": false,
    "selections": [
      (v7/*:: as any*/),
      (v8/*:: as any*/),
      (v5/*:: as any*/)
    ]
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "name": "OrderSummaryRouteQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "concreteType": "Order",
        "kind": "LinkedField",
        "name": "order",
        "plural": false,
        "selections": [
          {
            "kind": "FragmentSpread",
            "name": "OrderDetails_order"
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
    "name": "OrderSummaryRouteQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "concreteType": "Order",
        "kind": "LinkedField",
        "name": "order",
        "plural": false,
        "selections": [
          {
            "kind": "ScalarField",
            "name": "orderNumber"
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
            "kind": "ScalarField",
            "name": "currency"
          },
          {
            "kind": "ScalarField",
            "name": "paymentMethodTitle"
          },
          {
            "kind": "ScalarField",
            "name": "customerNote"
          },
          (v3/*:: as any*/),
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
            "kind": "ScalarField",
            "name": "needsShippingAddress"
          },
          {
            "concreteType": "CustomerAddress",
            "kind": "LinkedField",
            "name": "billing",
            "plural": false,
            "selections": (v4/*:: as any*/)
          },
          {
            "concreteType": "CustomerAddress",
            "kind": "LinkedField",
            "name": "shipping",
            "plural": false,
            "selections": (v4/*:: as any*/)
          },
          {
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 10
              }
            ],
            "concreteType": "OrderToShippingLineConnection",
            "kind": "LinkedField",
            "name": "shippingLines",
            "plural": false,
            "selections": [
              {
                "concreteType": "ShippingLine",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "kind": "ScalarField",
                    "name": "methodTitle"
                  }
                ]
              }
            ],
            "storageKey": "shippingLines(first:10)"
          },
          {
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 20
              }
            ],
            "concreteType": "OrderToTaxLineConnection",
            "kind": "LinkedField",
            "name": "taxLines",
            "plural": false,
            "selections": [
              {
                "concreteType": "TaxLine",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "kind": "ScalarField",
                    "name": "label"
                  },
                  {
                    "kind": "ScalarField",
                    "name": "taxTotal"
                  },
                  {
                    "kind": "ScalarField",
                    "name": "shippingTaxTotal"
                  }
                ]
              }
            ],
            "storageKey": "taxLines(first:20)"
          },
          {
            "kind": "ScalarField",
            "name": "paymentMethod"
          },
          {
            "args": [
              {
                "kind": "Literal",
                "name": "keysIn",
                "value": [
                  "bank_account_name",
                  "bank_name",
                  "bank_iban",
                  "bank_bic"
                ]
              }
            ],
            "concreteType": "MetaData",
            "kind": "LinkedField",
            "name": "metaData",
            "plural": true,
            "selections": [
              {
                "kind": "ScalarField",
                "name": "key"
              },
              {
                "kind": "ScalarField",
                "name": "value"
              },
              (v5/*:: as any*/)
            ],
            "storageKey": "metaData(keysIn:[\"bank_account_name\",\"bank_name\",\"bank_iban\",\"bank_bic\"])"
          },
          {
            "args": (v6/*:: as any*/),
            "concreteType": "OrderToLineItemConnection",
            "kind": "LinkedField",
            "name": "lineItems",
            "plural": false,
            "selections": [
              {
                "concreteType": "LineItem",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "kind": "ScalarField",
                    "name": "quantity"
                  },
                  (v3/*:: as any*/),
                  {
                    "args": (v2/*:: as any*/),
                    "kind": "ScalarField",
                    "name": "subtotalTax",
                    "storageKey": "subtotalTax(format:\"RAW\")"
                  },
                  {
                    "concreteType": "LineItemToProductConnectionEdge",
                    "kind": "LinkedField",
                    "name": "product",
                    "plural": false,
                    "selections": (v9/*:: as any*/)
                  },
                  {
                    "concreteType": "LineItemToProductVariationConnectionEdge",
                    "kind": "LinkedField",
                    "name": "variation",
                    "plural": false,
                    "selections": (v9/*:: as any*/)
                  }
                ]
              }
            ],
            "storageKey": "lineItems(first:100)"
          },
          {
            "args": (v6/*:: as any*/),
            "concreteType": "OrderToDownloadableItemConnection",
            "kind": "LinkedField",
            "name": "downloadableItems",
            "plural": false,
            "selections": [
              {
                "concreteType": "DownloadableItem",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  (v8/*:: as any*/),
                  {
                    "kind": "ScalarField",
                    "name": "url"
                  },
                  {
                    "kind": "ScalarField",
                    "name": "downloadsRemaining"
                  },
                  {
                    "kind": "ScalarField",
                    "name": "accessExpires"
                  },
                  {
                    "kind": "LinkedField",
                    "name": "product",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          {
                            "kind": "ScalarField",
                            "name": "downloadLimit"
                          }
                        ],
                        "type": "DownloadableProduct",
                        "abstractKey": "__isDownloadableProduct"
                      },
                      (v5/*:: as any*/)
                    ]
                  }
                ]
              }
            ],
            "storageKey": "downloadableItems(first:100)"
          },
          (v5/*:: as any*/)
        ]
      }
    ]
  },
  "params": {
    "cacheID": "1beb86b119bd97102c796b219a1a7543",
    "id": null,
    "metadata": {},
    "name": "OrderSummaryRouteQuery",
    "operationKind": "query",
    "text": "query OrderSummaryRouteQuery($id:ID!,$idType:OrderIdTypeEnum!){order(id:$id,idType:$idType){...OrderDetails_order,id}}fragment DownloadsList_items on DownloadableItem{id,name,url,downloadsRemaining,accessExpires,product{__typename,name,...on DownloadableProduct{__isDownloadableProduct:__typename,downloadLimit},id}}fragment OrderAddress_address on CustomerAddress{firstName,lastName,company,address1,address2,postcode,city,state,country,email,phone}fragment OrderBankDetails_order on Order{orderNumber,paymentMethod,metaData(keysIn:[\"bank_account_name\",\"bank_name\",\"bank_iban\",\"bank_bic\"]){key,value,id}}fragment OrderDetails_order on Order{orderNumber,date,status,currency,paymentMethodTitle,customerNote,subtotal(format:RAW),shippingTotal(format:RAW),shippingTax(format:RAW),discountTotal(format:RAW),discountTax(format:RAW),total(format:RAW),needsShippingAddress,billing{...OrderAddress_address},shipping{...OrderAddress_address},shippingLines(first:10){nodes{id,methodTitle}},taxLines(first:20){nodes{id,label,taxTotal,shippingTaxTotal}},...OrderBankDetails_order,lineItems(first:100){nodes{id,quantity,subtotal(format:RAW),subtotalTax(format:RAW),product{node{__typename,name,id}},variation{node{__typename,name,id}}}},downloadableItems(first:100){nodes{...DownloadsList_items,id}}}"
  }
};
})();

(node as any).hash = "1d11937c39d178fbe3b791dbcb55db1d";

export default node;
