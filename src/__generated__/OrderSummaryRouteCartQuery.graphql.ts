/**
 * @generated SignedSource<<d528b170165d2866417840ef430c694a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderSummaryRouteCartQuery$variables = Record<PropertyKey, never>;
export type OrderSummaryRouteCartQuery$data = {
  readonly cart: {
    readonly displayPricesIncludeTax: boolean | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"CartButton_cart">;
  } | null | undefined;
};
export type OrderSummaryRouteCartQuery = {
  response: OrderSummaryRouteCartQuery$data;
  variables: OrderSummaryRouteCartQuery$variables;
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
  "name": "displayPricesIncludeTax"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "name": "OrderSummaryRouteCartQuery",
    "selections": [
      {
        "args": (v0/*:: as any*/),
        "concreteType": "Cart",
        "kind": "LinkedField",
        "name": "cart",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "kind": "FragmentSpread",
            "name": "CartButton_cart"
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
    "name": "OrderSummaryRouteCartQuery",
    "selections": [
      {
        "args": (v0/*:: as any*/),
        "concreteType": "Cart",
        "kind": "LinkedField",
        "name": "cart",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
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
              }
            ],
            "storageKey": "contents(first:100)"
          }
        ],
        "storageKey": "cart(recalculateTotals:true)"
      }
    ]
  },
  "params": {
    "cacheID": "fb24864d67138bd1980753cddf592a7a",
    "id": null,
    "metadata": {},
    "name": "OrderSummaryRouteCartQuery",
    "operationKind": "query",
    "text": "query OrderSummaryRouteCartQuery{cart(recalculateTotals:true){displayPricesIncludeTax,...CartButton_cart}}fragment CartButton_cart on Cart{contents(first:100){itemCount}}"
  }
};
})();

(node as any).hash = "7a69cc3b67228cec8b49b7f1998458b7";

export default node;
