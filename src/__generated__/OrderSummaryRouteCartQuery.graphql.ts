/**
 * @generated SignedSource<<06b55ff7bfb2a8c409d9f5e48c868651>>
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayPricesIncludeTax",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OrderSummaryRouteCartQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Cart",
        "kind": "LinkedField",
        "name": "cart",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CartButton_cart"
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
    "name": "OrderSummaryRouteCartQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Cart",
        "kind": "LinkedField",
        "name": "cart",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
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
    "cacheID": "50932071dfa5d5b384a511fd3e5ae785",
    "id": null,
    "metadata": {},
    "name": "OrderSummaryRouteCartQuery",
    "operationKind": "query",
    "text": "query OrderSummaryRouteCartQuery {\n  cart(recalculateTotals: true) {\n    displayPricesIncludeTax\n    ...CartButton_cart\n  }\n}\n\nfragment CartButton_cart on Cart {\n  contents(first: 100) {\n    itemCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "7a69cc3b67228cec8b49b7f1998458b7";

export default node;
