/**
 * @generated SignedSource<<e4a37ea8b755baa1fc834d38feaaa005>>
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
  "alias": null,
  "args": (v0/*:: as any*/),
  "kind": "ScalarField",
  "name": "subtotal",
  "storageKey": "subtotal(format:\"RAW\")"
},
v2 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "OrderAddress_address"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
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
    (v1/*:: as any*/),
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
      "name": "shippingTax",
      "storageKey": "shippingTax(format:\"RAW\")"
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
      "name": "discountTax",
      "storageKey": "discountTax(format:\"RAW\")"
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "total",
      "storageKey": "total(format:\"RAW\")"
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "needsShippingAddress",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CustomerAddress",
      "kind": "LinkedField",
      "name": "billing",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CustomerAddress",
      "kind": "LinkedField",
      "name": "shipping",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
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
          "alias": null,
          "args": null,
          "concreteType": "ShippingLine",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            (v3/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "methodTitle",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "shippingLines(first:10)"
    },
    {
      "alias": null,
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
          "alias": null,
          "args": null,
          "concreteType": "TaxLine",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            (v3/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "label",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "taxTotal",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "shippingTaxTotal",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "taxLines(first:20)"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderBankDetails_order"
    },
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
            (v3/*:: as any*/),
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
              "args": (v0/*:: as any*/),
              "kind": "ScalarField",
              "name": "subtotalTax",
              "storageKey": "subtotalTax(format:\"RAW\")"
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "LineItemToProductConnectionEdge",
              "kind": "LinkedField",
              "name": "product",
              "plural": false,
              "selections": (v5/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "LineItemToProductVariationConnectionEdge",
              "kind": "LinkedField",
              "name": "variation",
              "plural": false,
              "selections": (v5/*:: as any*/),
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

(node as any).hash = "d09c43c40f9719fb31d7d4fc173f503a";

export default node;
