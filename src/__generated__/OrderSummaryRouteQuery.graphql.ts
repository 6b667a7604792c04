/**
 * @generated SignedSource<<f660703b806a917d464eba92edeca379>>
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
  "alias": null,
  "args": (v2/*:: as any*/),
  "kind": "ScalarField",
  "name": "total",
  "storageKey": "total(format:\"RAW\")"
},
v4 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "__typename",
    "storageKey": null
  },
  (v6/*:: as any*/),
  (v5/*:: as any*/)
],
v8 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "node",
    "plural": false,
    "selections": (v7/*:: as any*/),
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OrderSummaryRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Order",
        "kind": "LinkedField",
        "name": "order",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OrderDetails_order"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "RootQuery",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrderSummaryRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Order",
        "kind": "LinkedField",
        "name": "order",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "orderNumber",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "date",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "currency",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "paymentMethodTitle",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "customerNote",
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "kind": "ScalarField",
            "name": "subtotal",
            "storageKey": "subtotal(format:\"RAW\")"
          },
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
            "name": "discountTotal",
            "storageKey": "discountTotal(format:\"RAW\")"
          },
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "kind": "ScalarField",
            "name": "totalTax",
            "storageKey": "totalTax(format:\"RAW\")"
          },
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": (v4/*:: as any*/),
            "concreteType": "OrderToLineItemConnection",
            "kind": "LinkedField",
            "name": "lineItems",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "LineItem",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "quantity",
                    "storageKey": null
                  },
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "LineItemToProductConnectionEdge",
                    "kind": "LinkedField",
                    "name": "product",
                    "plural": false,
                    "selections": (v8/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "LineItemToProductVariationConnectionEdge",
                    "kind": "LinkedField",
                    "name": "variation",
                    "plural": false,
                    "selections": (v8/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "lineItems(first:100)"
          },
          {
            "alias": null,
            "args": (v4/*:: as any*/),
            "concreteType": "OrderToDownloadableItemConnection",
            "kind": "LinkedField",
            "name": "downloadableItems",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "DownloadableItem",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "url",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "downloadsRemaining",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "accessExpires",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": null,
                    "kind": "LinkedField",
                    "name": "product",
                    "plural": false,
                    "selections": (v7/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "downloadableItems(first:100)"
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f4323318db0c8a0d6025bb32b65ad043",
    "id": null,
    "metadata": {},
    "name": "OrderSummaryRouteQuery",
    "operationKind": "query",
    "text": "query OrderSummaryRouteQuery(\n  $id: ID!\n  $idType: OrderIdTypeEnum!\n) {\n  order(id: $id, idType: $idType) {\n    ...OrderDetails_order\n    id\n  }\n}\n\nfragment DownloadsList_items on DownloadableItem {\n  id\n  name\n  url\n  downloadsRemaining\n  accessExpires\n  product {\n    __typename\n    name\n    id\n  }\n}\n\nfragment OrderDetails_order on Order {\n  orderNumber\n  date\n  status\n  currency\n  paymentMethodTitle\n  customerNote\n  subtotal(format: RAW)\n  shippingTotal(format: RAW)\n  discountTotal(format: RAW)\n  totalTax(format: RAW)\n  total(format: RAW)\n  lineItems(first: 100) {\n    nodes {\n      id\n      quantity\n      total(format: RAW)\n      product {\n        node {\n          __typename\n          name\n          id\n        }\n      }\n      variation {\n        node {\n          __typename\n          name\n          id\n        }\n      }\n    }\n  }\n  downloadableItems(first: 100) {\n    nodes {\n      ...DownloadsList_items\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1d11937c39d178fbe3b791dbcb55db1d";

export default node;
