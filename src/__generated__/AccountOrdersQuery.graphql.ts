/**
 * @generated SignedSource<<78549d3fec69cff083914a86f562ada5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OrderStatusEnum = "CANCELLED" | "CHECKOUT_DRAFT" | "COMPLETED" | "FAILED" | "ON_HOLD" | "PENDING" | "PROCESSING" | "REFUNDED" | "%future added value";
export type AccountOrdersQuery$variables = Record<PropertyKey, never>;
export type AccountOrdersQuery$data = {
  readonly customer: {
    readonly orders: {
      readonly nodes: ReadonlyArray<{
        readonly currency: string | null | undefined;
        readonly databaseId: number | null | undefined;
        readonly date: string | null | undefined;
        readonly id: string;
        readonly orderNumber: string | null | undefined;
        readonly status: OrderStatusEnum | null | undefined;
        readonly total: string | null | undefined;
      }>;
    } | null | undefined;
  } | null | undefined;
};
export type AccountOrdersQuery = {
  response: AccountOrdersQuery$data;
  variables: AccountOrdersQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "kind": "ScalarField",
  "name": "id"
},
v1 = {
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 100
    }
  ],
  "concreteType": "CustomerToOrderConnection",
  "kind": "LinkedField",
  "name": "orders",
  "plural": false,
  "selections": [
    {
      "concreteType": "Order",
      "kind": "LinkedField",
      "name": "nodes",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "kind": "ScalarField",
          "name": "databaseId"
        },
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
          "args": [
            {
              "kind": "Literal",
              "name": "format",
              "value": "RAW"
            }
          ],
          "kind": "ScalarField",
          "name": "total",
          "storageKey": "total(format:\"RAW\")"
        }
      ]
    }
  ],
  "storageKey": "orders(first:100)"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "name": "AccountOrdersQuery",
    "selections": [
      {
        "concreteType": "Customer",
        "kind": "LinkedField",
        "name": "customer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
        ]
      }
    ],
    "type": "RootQuery"
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AccountOrdersQuery",
    "selections": [
      {
        "concreteType": "Customer",
        "kind": "LinkedField",
        "name": "customer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v0/*:: as any*/)
        ]
      }
    ]
  },
  "params": {
    "cacheID": "3fdd7c40b045c2328eaf44661964b423",
    "id": null,
    "metadata": {},
    "name": "AccountOrdersQuery",
    "operationKind": "query",
    "text": "query AccountOrdersQuery{customer{orders(first:100){nodes{id,databaseId,orderNumber,date,status,currency,total(format:RAW)}},id}}"
  }
};
})();

(node as any).hash = "4adc94999144cf121d0542adee241dbc";

export default node;
