/**
 * @generated SignedSource<<45688efa0255e243787c3680d2ee13d9>>
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
  "name": "CartLine_item",
  "selections": [
    {
      "kind": "ScalarField",
      "name": "quantity"
    },
    {
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "subtotal",
      "storageKey": "subtotal(format:\"RAW\")"
    },
    {
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "subtotalTax",
      "storageKey": "subtotalTax(format:\"RAW\")"
    },
    {
      "concreteType": "CartItemToProductConnectionEdge",
      "kind": "LinkedField",
      "name": "product",
      "plural": false,
      "selections": [
        {
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            {
              "kind": "FragmentSpread",
              "name": "CartLine_product"
            }
          ]
        }
      ]
    },
    {
      "concreteType": "CartItemToProductVariationConnectionEdge",
      "kind": "LinkedField",
      "name": "variation",
      "plural": false,
      "selections": [
        {
          "concreteType": "VariationAttribute",
          "kind": "LinkedField",
          "name": "attributes",
          "plural": true,
          "selections": [
            {
              "kind": "FragmentSpread",
              "name": "ChosenAttributes_attributes"
            }
          ]
        }
      ]
    },
    {
      "kind": "FragmentSpread",
      "name": "useUpdateItemQuantitiesMutation_item"
    },
    {
      "kind": "ClientExtension",
      "selections": [
        {
          "kind": "ScalarField",
          "name": "isPending"
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
