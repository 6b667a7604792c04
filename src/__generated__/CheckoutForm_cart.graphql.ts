/**
 * @generated SignedSource<<0cdf56bb5168c65b5491e90c56ba184e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CheckoutForm_cart$data = {
  readonly contents: {
    readonly nodes: ReadonlyArray<{
      readonly product: {
        readonly node: {
          readonly virtual: boolean | null | undefined;
        };
      } | null | undefined;
      readonly variation: {
        readonly node: {
          readonly virtual: boolean | null | undefined;
        };
      } | null | undefined;
    }>;
  } | null | undefined;
  readonly needsShippingAddress: boolean | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"CheckoutOrderReview_cart" | "CheckoutShippingMethods_cart" | "CouponForm_cart">;
  readonly " $fragmentType": "CheckoutForm_cart";
};
export type CheckoutForm_cart$key = {
  readonly " $data"?: CheckoutForm_cart$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckoutForm_cart">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "LinkedField",
    "name": "node",
    "plural": false,
    "selections": [
      {
        "kind": "ScalarField",
        "name": "virtual"
      }
    ]
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "name": "CheckoutForm_cart",
  "selections": [
    {
      "kind": "ScalarField",
      "name": "needsShippingAddress"
    },
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
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            {
              "concreteType": "CartItemToProductConnectionEdge",
              "kind": "LinkedField",
              "name": "product",
              "plural": false,
              "selections": (v0/*:: as any*/)
            },
            {
              "concreteType": "CartItemToProductVariationConnectionEdge",
              "kind": "LinkedField",
              "name": "variation",
              "plural": false,
              "selections": (v0/*:: as any*/)
            }
          ]
        }
      ],
      "storageKey": "contents(first:100)"
    },
    {
      "kind": "FragmentSpread",
      "name": "CheckoutShippingMethods_cart"
    },
    {
      "kind": "FragmentSpread",
      "name": "CouponForm_cart"
    },
    {
      "kind": "FragmentSpread",
      "name": "CheckoutOrderReview_cart"
    }
  ],
  "type": "Cart"
};
})();

(node as any).hash = "a97211f0d54815c8f9e2813bb70bc233";

export default node;
