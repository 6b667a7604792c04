/**
 * @generated SignedSource<<53d7da95e75a886671972516e35aef4e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TaxClassEnum = "INHERIT_CART" | "REDUCED_RATE" | "STANDARD" | "ZERO_RATE" | "%future added value";
export type PriceTaxNoteQuery$variables = Record<PropertyKey, never>;
export type PriceTaxNoteQuery$data = {
  readonly shopPriceDisplay: {
    readonly pricesIncludeTax: boolean;
    readonly taxRates: ReadonlyArray<{
      readonly rate: number;
      readonly taxClass: TaxClassEnum;
    }>;
  } | null | undefined;
};
export type PriceTaxNoteQuery = {
  response: PriceTaxNoteQuery$data;
  variables: PriceTaxNoteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ShopPriceDisplay",
    "kind": "LinkedField",
    "name": "shopPriceDisplay",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "pricesIncludeTax",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ShopTaxRate",
        "kind": "LinkedField",
        "name": "taxRates",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "taxClass",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rate",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PriceTaxNoteQuery",
    "selections": (v0/*:: as any*/),
    "type": "RootQuery",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PriceTaxNoteQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "ae7dffe56cccf0ec1c8e187575450882",
    "id": null,
    "metadata": {},
    "name": "PriceTaxNoteQuery",
    "operationKind": "query",
    "text": "query PriceTaxNoteQuery {\n  shopPriceDisplay {\n    pricesIncludeTax\n    taxRates {\n      taxClass\n      rate\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "03b6639a56c4950ef88dacc21df02851";

export default node;
