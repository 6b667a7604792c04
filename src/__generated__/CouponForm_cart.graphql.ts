/**
 * @generated SignedSource<<7aa0b8ae5aba0545f5bd63c4b978cbbb>>
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
  readonly availableShippingMethods: ReadonlyArray<{
    readonly rates: ReadonlyArray<{
      readonly methodId: string;
    } | null | undefined> | null | undefined;
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
  "name": "CouponForm_cart",
  "selections": [
    {
      "kind": "ScalarField",
      "name": "displayPricesIncludeTax"
    },
    {
      "concreteType": "AppliedCoupon",
      "kind": "LinkedField",
      "name": "appliedCoupons",
      "plural": true,
      "selections": [
        {
          "kind": "ScalarField",
          "name": "code"
        },
        {
          "args": (v0/*:: as any*/),
          "kind": "ScalarField",
          "name": "discountAmount",
          "storageKey": "discountAmount(format:\"RAW\")"
        },
        {
          "args": (v0/*:: as any*/),
          "kind": "ScalarField",
          "name": "discountTax",
          "storageKey": "discountTax(format:\"RAW\")"
        }
      ]
    },
    {
      "concreteType": "ShippingPackage",
      "kind": "LinkedField",
      "name": "availableShippingMethods",
      "plural": true,
      "selections": [
        {
          "concreteType": "ShippingRate",
          "kind": "LinkedField",
          "name": "rates",
          "plural": true,
          "selections": [
            {
              "kind": "ScalarField",
              "name": "methodId"
            }
          ]
        }
      ]
    },
    {
      "kind": "ClientExtension",
      "selections": [
        {
          "kind": "ScalarField",
          "name": "isApplyingCoupon"
        }
      ]
    }
  ],
  "type": "Cart"
};
})();

(node as any).hash = "22eb40c8729452a64ad757ee6e6b0334";

export default node;
