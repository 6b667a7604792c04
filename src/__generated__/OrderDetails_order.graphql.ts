/**
 * @generated SignedSource<<1f79672e01699dfef278e2440c48dd88>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatusEnum = "CANCELLED" | "CHECKOUT_DRAFT" | "COMPLETED" | "FAILED" | "ON_HOLD" | "PENDING" | "PROCESSING" | "REFUNDED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderDetails_order$data = {
  readonly currency: string | null | undefined;
  readonly customerNote: string | null | undefined;
  readonly date: string | null | undefined;
  readonly discountTotal: string | null | undefined;
  readonly downloadableItems: {
    readonly nodes: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"DownloadsList_items">;
    }>;
  } | null | undefined;
  readonly lineItems: {
    readonly nodes: ReadonlyArray<{
      readonly id: string;
      readonly product: {
        readonly node: {
          readonly name: string | null | undefined;
        };
      } | null | undefined;
      readonly quantity: number | null | undefined;
      readonly total: string | null | undefined;
      readonly variation: {
        readonly node: {
          readonly name: string | null | undefined;
        };
      } | null | undefined;
    }>;
  } | null | undefined;
  readonly orderNumber: string | null | undefined;
  readonly paymentMethodTitle: string | null | undefined;
  readonly shippingTotal: string | null | undefined;
  readonly status: OrderStatusEnum | null | undefined;
  readonly subtotal: string | null | undefined;
  readonly total: string | null | undefined;
  readonly totalTax: string | null | undefined;
  readonly " $fragmentType": "OrderDetails_order";
};
export type OrderDetails_order$key = {
  readonly " $data"?: OrderDetails_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderDetails_order">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "format",
    "value": "RAW"
  }
],
v1 = {
  "alias": null,
  "args": (v0/*:: as any*/),
  "kind": "ScalarField",
  "name": "total",
  "storageKey": "total(format:\"RAW\")"
},
v2 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v3 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "node",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderDetails_order",
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
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "subtotal",
      "storageKey": "subtotal(format:\"RAW\")"
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "shippingTotal",
      "storageKey": "shippingTotal(format:\"RAW\")"
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "discountTotal",
      "storageKey": "discountTotal(format:\"RAW\")"
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "totalTax",
      "storageKey": "totalTax(format:\"RAW\")"
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": (v2/*:: as any*/),
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
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "quantity",
              "storageKey": null
            },
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "LineItemToProductConnectionEdge",
              "kind": "LinkedField",
              "name": "product",
              "plural": false,
              "selections": (v3/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "LineItemToProductVariationConnectionEdge",
              "kind": "LinkedField",
              "name": "variation",
              "plural": false,
              "selections": (v3/*:: as any*/),
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
      "args": (v2/*:: as any*/),
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
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "DownloadsList_items"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "downloadableItems(first:100)"
    }
  ],
  "type": "Order",
  "abstractKey": null
};
})();

(node as any).hash = "d0fc25104cd1ff3543aac67b1f1fde6b";

export default node;
