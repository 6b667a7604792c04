/**
 * @generated SignedSource<<c435419a8e36bc0f8fba6eb779ebc384>>
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
    "metadata": null,
    "name": "CartButtonQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Cart",
        "kind": "LinkedField",
        "name": "cart",
        "plural": false,
        "selections": [
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
    "name": "CartButtonQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Cart",
        "kind": "LinkedField",
        "name": "cart",
        "plural": false,
        "selections": [
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
    "cacheID": "c7598ea21b456e3d1db77802ca45c1b5",
    "id": null,
    "metadata": {},
    "name": "CartButtonQuery",
    "operationKind": "query",
    "text": "query CartButtonQuery {\n  cart(recalculateTotals: true) {\n    ...CartButton_cart\n  }\n}\n\nfragment CartButton_cart on Cart {\n  contents(first: 100) {\n    itemCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "24d070c6ab90e9d46148ce677bdb2bdc";

export default node;
