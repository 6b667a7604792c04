/**
 * @generated SignedSource<<31ba625248adfc1b613012225777e9fd>>
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
      "alias": null,
      "args": null,
      "concreteType": "ShippingPackage",
      "kind": "LinkedField",
      "name": "availableShippingMethods",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ShippingRate",
          "kind": "LinkedField",
          "name": "rates",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "methodId",
              "storageKey": null
            }
          ],
          "storageKey": null
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

(node as any).hash = "22eb40c8729452a64ad757ee6e6b0334";

export default node;
