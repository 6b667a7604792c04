/**
 * @generated SignedSource<<bca0788bbf224799a88a1fc352e0d22b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CartButtonQuery$variables = Record<PropertyKey, never>;
export type CartButtonQuery$data = {
  readonly cart: {
    readonly " $fragmentSpreads": FragmentRefs<"CartButton_cart">;
  } | null | undefined;
};
export type CartButtonQuery = {
  response: CartButtonQuery$data;
  variables: CartButtonQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "recalculateTotals",
    "value": true
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "name": "CartButtonQuery",
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
    "name": "CartButtonQuery",
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
    "cacheID": "0c2a618dcf0cca89cd9281ca92402e78",
    "id": null,
    "metadata": {},
    "name": "CartButtonQuery",
    "operationKind": "query",
    "text": "query CartButtonQuery{cart(recalculateTotals:true){...CartButton_cart}}fragment CartButton_cart on Cart{contents(first:100){itemCount}}"
  }
};
})();

(node as any).hash = "24d070c6ab90e9d46148ce677bdb2bdc";

export default node;
