/**
 * @generated SignedSource<<23a20a26d5f272b91616de4975516fa3>>
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
  } | null | undefined> | null | undefined;
  readonly isApplyingCoupon: boolean | null | undefined;
  readonly " $fragmentType": "CouponForm_cart";
};
export type CouponForm_cart$key = {
  readonly " $data"?: CouponForm_cart$data;
  readonly " $fragmentSpreads": FragmentRefs<"CouponForm_cart">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CouponForm_cart",
  "selections": [
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
          "args": [
            {
              "kind": "Literal",
              "name": "format",
              "value": "RAW"
            }
          ],
          "kind": "ScalarField",
          "name": "discountAmount",
          "storageKey": "discountAmount(format:\"RAW\")"
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

(node as any).hash = "a41f64576a308d6b458f57ec979b715a";

export default node;
