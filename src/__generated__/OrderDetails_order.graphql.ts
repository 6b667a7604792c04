/**
 * @generated SignedSource<<5202cc6c38dcc647cb04c92ac5a4a685>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatusEnum = "CANCELLED" | "CHECKOUT_DRAFT" | "COMPLETED" | "FAILED" | "ON_HOLD" | "PENDING" | "PROCESSING" | "REFUNDED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderDetails_order$data = {
  readonly billing: {
    readonly " $fragmentSpreads": FragmentRefs<"OrderAddress_address">;
  } | null | undefined;
  readonly currency: string | null | undefined;
  readonly customerNote: string | null | undefined;
  readonly date: string | null | undefined;
  readonly discountTax: string | null | undefined;
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
      readonly subtotal: string | null | undefined;
      readonly subtotalTax: string | null | undefined;
      readonly variation: {
        readonly node: {
          readonly name: string | null | undefined;
        };
      } | null | undefined;
    }>;
  } | null | undefined;
  readonly needsShippingAddress: boolean | null | undefined;
  readonly orderNumber: string | null | undefined;
  readonly paymentMethodTitle: string | null | undefined;
  readonly shipping: {
    readonly " $fragmentSpreads": FragmentRefs<"OrderAddress_address">;
  } | null | undefined;
  readonly shippingLines: {
    readonly nodes: ReadonlyArray<{
      readonly id: string;
      readonly methodTitle: string | null | undefined;
    }>;
  } | null | undefined;
  readonly shippingTax: string | null | undefined;
  readonly shippingTotal: string | null | undefined;
  readonly status: OrderStatusEnum | null | undefined;
  readonly subtotal: string | null | undefined;
  readonly taxLines: {
    readonly nodes: ReadonlyArray<{
      readonly id: string;
      readonly label: string | null | undefined;
      readonly shippingTaxTotal: string | null | undefined;
      readonly taxTotal: string | null | undefined;
    }>;
  } | null | undefined;
  readonly total: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"OrderBankDetails_order">;
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
  "args": (v0/*:: as any*/),
  "kind": "ScalarField",
  "name": "subtotal",
  "storageKey": "subtotal(format:\"RAW\")"
},
v2 = [
  {
    "kind": "FragmentSpread",
    "name": "OrderAddress_address"
  }
],
v3 = {
  "kind": "ScalarField",
  "name": "id"
},
v4 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v5 = [
  {
    "kind": "LinkedField",
    "name": "node",
    "plural": false,
    "selections": [
      {
        "kind": "ScalarField",
        "name": "name"
      }
    ]
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "name": "OrderDetails_order",
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
    (v1/*:: as any*/),
    {
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "shippingTotal",
      "storageKey": "shippingTotal(format:\"RAW\")"
    },
    {
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "shippingTax",
      "storageKey": "shippingTax(format:\"RAW\")"
    },
    {
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "discountTotal",
      "storageKey": "discountTotal(format:\"RAW\")"
    },
    {
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "discountTax",
      "storageKey": "discountTax(format:\"RAW\")"
    },
    {
      "args": (v0/*:: as any*/),
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
      "selections": (v2/*:: as any*/)
    },
    {
      "concreteType": "CustomerAddress",
      "kind": "LinkedField",
      "name": "shipping",
      "plural": false,
      "selections": (v2/*:: as any*/)
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
            (v3/*:: as any*/),
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
            (v3/*:: as any*/),
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
      "kind": "FragmentSpread",
      "name": "OrderBankDetails_order"
    },
    {
      "args": (v4/*:: as any*/),
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
            (v3/*:: as any*/),
            {
              "kind": "ScalarField",
              "name": "quantity"
            },
            (v1/*:: as any*/),
            {
              "args": (v0/*:: as any*/),
              "kind": "ScalarField",
              "name": "subtotalTax",
              "storageKey": "subtotalTax(format:\"RAW\")"
            },
            {
              "concreteType": "LineItemToProductConnectionEdge",
              "kind": "LinkedField",
              "name": "product",
              "plural": false,
              "selections": (v5/*:: as any*/)
            },
            {
              "concreteType": "LineItemToProductVariationConnectionEdge",
              "kind": "LinkedField",
              "name": "variation",
              "plural": false,
              "selections": (v5/*:: as any*/)
            }
          ]
        }
      ],
      "storageKey": "lineItems(first:100)"
    },
    {
      "args": (v4/*:: as any*/),
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
            {
              "kind": "FragmentSpread",
              "name": "DownloadsList_items"
            }
          ]
        }
      ],
      "storageKey": "downloadableItems(first:100)"
    }
  ],
  "type": "Order"
};
})();

(node as any).hash = "d09c43c40f9719fb31d7d4fc173f503a";

export default node;
