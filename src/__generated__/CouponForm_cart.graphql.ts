/**
 * @generated SignedSource<<f0ccea1c0705cfbc4b7b2284a62c5dcc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CouponForm_cart$data = {
  readonly appliedCoupons: ReadonlyArray<{
    readonly code: string;
    readonly discountAmount: string;
    readonly discountTax: string;
  } | null | undefined> | null | undefined;
  readonly displayPricesIncludeTax: boolean | null | undefined;
  readonly isApplyingCoupon: boolean | null | undefined;
  readonly " $fragmentType": "CouponForm_cart";
};
export type CouponForm_cart$key = {
  readonly " $data"?: CouponForm_cart$data;
  readonly " $fragmentSpreads": FragmentRefs<"CouponForm_cart">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "format",
    "value": "RAW"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CouponForm_cart",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "displayPricesIncludeTax",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AppliedCoupon",
      "kind": "LinkedField",
      "name": "appliedCoupons",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        },
        {
          "alias": null,
          "args": (v0/*:: as any*/),
          "kind": "ScalarField",
          "name": "discountAmount",
          "storageKey": "discountAmount(format:\"RAW\")"
        },
        {
          "alias": null,
          "args": (v0/*:: as any*/),
          "kind": "ScalarField",
          "name": "discountTax",
          "storageKey": "discountTax(format:\"RAW\")"
        }
      ],
      "storageKey": null
    },
    {
      "kind": "ClientExtension",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isApplyingCoupon",
          "storageKey": null
        }
      ]
    }
  ],
  "type": "Cart",
  "abstractKey": null
};
})();

(node as any).hash = "1285a532091d67c81599b7e4f43a04c1";

export default node;
