/**
 * @generated SignedSource<<e95de2eb174b14d4c7f8a0a7e03e9f5f>>
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
      readonly " $fragmentSpreads": FragmentRefs<"ChosenAttributes_attributes">;
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
              "args": null,
              "kind": "FragmentSpread",
              "name": "ChosenAttributes_attributes"
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

(node as any).hash = "6b92fc5e6b9ba6b6006955275ebe318a";

export default node;
