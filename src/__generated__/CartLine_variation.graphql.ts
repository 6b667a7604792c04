/**
 * @generated SignedSource<<31c743e875d91ed06d98884b9a8c44aa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CartLine_variation$data = {
  readonly chosenAttributes: {
    readonly nodes: ReadonlyArray<{
      readonly id: string;
      readonly label: string | null | undefined;
      readonly value: string | null | undefined;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "CartLine_variation";
};
export type CartLine_variation$key = {
  readonly " $data"?: CartLine_variation$data;
  readonly " $fragmentSpreads": FragmentRefs<"CartLine_variation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CartLine_variation",
  "selections": [
    {
      "alias": "chosenAttributes",
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 20
        }
      ],
      "concreteType": "ProductVariationToVariationAttributeConnection",
      "kind": "LinkedField",
      "name": "attributes",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "VariationAttribute",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "label",
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
          "storageKey": null
        }
      ],
      "storageKey": "attributes(first:20)"
    }
  ],
  "type": "ProductVariation",
  "abstractKey": "__isProductVariation"
};

(node as any).hash = "7ead93c60dcf4cc3751c18ad2f15cddf";

export default node;
