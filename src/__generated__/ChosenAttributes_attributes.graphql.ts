/**
 * @generated SignedSource<<d2cb32e7563ec27586f390e06dbbf037>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChosenAttributes_attributes$data = ReadonlyArray<{
  readonly id: string;
  readonly label: string | null | undefined;
  readonly name: string | null | undefined;
  readonly value: string | null | undefined;
  readonly " $fragmentType": "ChosenAttributes_attributes";
}>;
export type ChosenAttributes_attributes$key = ReadonlyArray<{
  readonly " $data"?: ChosenAttributes_attributes$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChosenAttributes_attributes">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ChosenAttributes_attributes",
  "selections": [
    {
      "kind": "ScalarField",
      "name": "id"
    },
    {
      "kind": "ScalarField",
      "name": "name"
    },
    {
      "kind": "ScalarField",
      "name": "label"
    },
    {
      "kind": "ScalarField",
      "name": "value"
    }
  ],
  "type": "VariationAttribute"
};

(node as any).hash = "20c5e59c2460ca55a57b0a397f52968e";

export default node;
