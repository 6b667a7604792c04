/**
 * @generated SignedSource<<9f60937d920c06424d0c494e3d871910>>
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
    "concreteType": "ShopPriceDisplay",
    "kind": "LinkedField",
    "name": "shopPriceDisplay",
    "plural": false,
    "selections": [
      {
        "kind": "ScalarField",
        "name": "pricesIncludeTax"
      },
      {
        "concreteType": "ShopTaxRate",
        "kind": "LinkedField",
        "name": "taxRates",
        "plural": true,
        "selections": [
          {
            "kind": "ScalarField",
            "name": "taxClass"
          },
          {
            "kind": "ScalarField",
            "name": "rate"
          }
        ]
      }
    ]
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "name": "PriceTaxNoteQuery",
    "selections": (v0/*:: as any*/),
    "type": "RootQuery"
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PriceTaxNoteQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "22e55f24936b977bfa0a0dea079336f3",
    "id": null,
    "metadata": {},
    "name": "PriceTaxNoteQuery",
    "operationKind": "query",
    "text": "query PriceTaxNoteQuery{shopPriceDisplay{pricesIncludeTax,taxRates{taxClass,rate}}}"
  }
};
})();

(node as any).hash = "03b6639a56c4950ef88dacc21df02851";

export default node;
