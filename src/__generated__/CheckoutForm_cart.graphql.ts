/**
 * @generated SignedSource<<61cc8273bad904b2a2d7b230d1fd2fb9>>
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
        "name": "virtual",
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
  "name": "CheckoutForm_cart",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "needsShippingAddress",
      "storageKey": null
    },
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
          "concreteType": null,
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "CartItemToProductConnectionEdge",
              "kind": "LinkedField",
              "name": "product",
              "plural": false,
              "selections": (v0/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "CartItemToProductVariationConnectionEdge",
              "kind": "LinkedField",
              "name": "variation",
              "plural": false,
              "selections": (v0/*:: as any*/),
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "contents(first:100)"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CheckoutShippingMethods_cart"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CouponForm_cart"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CheckoutOrderReview_cart"
    }
  ],
  "type": "Cart",
  "abstractKey": null
};
})();

(node as any).hash = "a97211f0d54815c8f9e2813bb70bc233";

export default node;
