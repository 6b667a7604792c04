/**
 * @generated SignedSource<<f5ae8a3bbfa82c5d0986b9cb6919d7fd>>
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
  "metadata": null,
  "name": "OrderBankDetails_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentMethod",
      "storageKey": null
    },
    {
      "alias": null,
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
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "key",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        }
      ],
      "storageKey": "metaData(keysIn:[\"bank_account_name\",\"bank_name\",\"bank_iban\",\"bank_bic\"])"
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "8dfdaf7330cea5933045d7449185027c";

export default node;
