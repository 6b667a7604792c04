/**
 * @generated SignedSource<<bf2c8b2030e47b300dbd3d068e6a865d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderBankDetails_order$data = {
  readonly metaData: ReadonlyArray<{
    readonly key: string;
    readonly value: string | null | undefined;
  } | null | undefined> | null | undefined;
  readonly orderNumber: string | null | undefined;
  readonly paymentMethod: string | null | undefined;
  readonly " $fragmentType": "OrderBankDetails_order";
};
export type OrderBankDetails_order$key = {
  readonly " $data"?: OrderBankDetails_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderBankDetails_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "name": "OrderBankDetails_order",
  "selections": [
    {
      "kind": "ScalarField",
      "name": "orderNumber"
    },
    {
      "kind": "ScalarField",
      "name": "paymentMethod"
    },
    {
      "args": [
        {
          "kind": "Literal",
          "name": "keysIn",
          "value": [
            "bank_account_name",
            "bank_name",
            "bank_iban",
            "bank_bic"
          ]
        }
      ],
      "concreteType": "MetaData",
      "kind": "LinkedField",
      "name": "metaData",
      "plural": true,
      "selections": [
        {
          "kind": "ScalarField",
          "name": "key"
        },
        {
          "kind": "ScalarField",
          "name": "value"
        }
      ],
      "storageKey": "metaData(keysIn:[\"bank_account_name\",\"bank_name\",\"bank_iban\",\"bank_bic\"])"
    }
  ],
  "type": "Order"
};

(node as any).hash = "8dfdaf7330cea5933045d7449185027c";

export default node;
