/**
 * @generated SignedSource<<ff8b10ccb8b8f8c8b1e2745c60958ad7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CartLine_item$data = {
  readonly isPending: boolean | null | undefined;
  readonly product: {
    readonly node: {
      readonly " $fragmentSpreads": FragmentRefs<"CartLine_product">;
    };
  } | null | undefined;
  readonly quantity: number | null | undefined;
  readonly subtotal: string | null | undefined;
  readonly subtotalTax: string | null | undefined;
  readonly variation: {
    readonly attributes: ReadonlyArray<{
      readonly id: string;
      readonly label: string | null | undefined;
      readonly name: string | null | undefined;
      readonly value: string | null | undefined;
    } | null | undefined> | null | undefined;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"useUpdateItemQuantitiesMutation_item">;
  readonly " $fragmentType": "CartLine_item";
};
export type CartLine_item$key = {
  readonly " $data"?: CartLine_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"CartLine_item">;
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
  "name": "CartLine_item",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "quantity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "subtotal",
      "storageKey": "subtotal(format:\"RAW\")"
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "subtotalTax",
      "storageKey": "subtotalTax(format:\"RAW\")"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CartItemToProductConnectionEdge",
      "kind": "LinkedField",
      "name": "product",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": null,
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "CartLine_product"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CartItemToProductVariationConnectionEdge",
      "kind": "LinkedField",
      "name": "variation",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "VariationAttribute",
          "kind": "LinkedField",
          "name": "attributes",
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
              "name": "name",
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
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useUpdateItemQuantitiesMutation_item"
    },
    {
      "kind": "ClientExtension",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isPending",
          "storageKey": null
        }
      ]
    }
  ],
  "type": "CartItem",
  "abstractKey": "__isCartItem"
};
})();

(node as any).hash = "4ceaf38b486887a69400cdf1f9c35f7b";

export default node;
