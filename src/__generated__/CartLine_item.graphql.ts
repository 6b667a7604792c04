/**
 * @generated SignedSource<<34ed901d13800698ef64badf1503f2a4>>
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
  readonly total: string | null | undefined;
  readonly variation: {
    readonly node: {
      readonly " $fragmentSpreads": FragmentRefs<"CartLine_variation">;
    };
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"useUpdateItemQuantitiesMutation_item">;
  readonly " $fragmentType": "CartLine_item";
};
export type CartLine_item$key = {
  readonly " $data"?: CartLine_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"CartLine_item">;
};

const node: ReaderFragment = {
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
      "args": [
        {
          "kind": "Literal",
          "name": "format",
          "value": "RAW"
        }
      ],
      "kind": "ScalarField",
      "name": "total",
      "storageKey": "total(format:\"RAW\")"
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
          "concreteType": null,
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "CartLine_variation"
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

(node as any).hash = "61098ee1ba4b65db21144eef58eac96c";

export default node;
