/**
 * @generated SignedSource<<07f0109038049598154ab35b492629ec>>
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
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
      "alias": null,
      "args": null,
      "concreteType": "Order",
      "kind": "LinkedField",
      "name": "nodes",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "databaseId",
          "storageKey": null
        },
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
      ],
      "storageKey": null
    }
  ],
  "storageKey": "orders(first:100)"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AccountOrdersQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Customer",
        "kind": "LinkedField",
        "name": "customer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "RootQuery",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AccountOrdersQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Customer",
        "kind": "LinkedField",
        "name": "customer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6296731e7baea48997447be5768a21e2",
    "id": null,
    "metadata": {},
    "name": "AccountOrdersQuery",
    "operationKind": "query",
    "text": "query AccountOrdersQuery {\n  customer {\n    orders(first: 100) {\n      nodes {\n        id\n        databaseId\n        orderNumber\n        date\n        status\n        currency\n        total(format: RAW)\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "4adc94999144cf121d0542adee241dbc";

export default node;
