/**
 * @generated SignedSource<<0d15a4136e1a99c7f9f1fd6bd60e7dc4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductFilterFacets_facets$data = {
  readonly attributes: ReadonlyArray<{
    readonly label: string;
    readonly taxonomy: string;
    readonly terms: ReadonlyArray<{
      readonly count: number;
      readonly name: string;
      readonly slug: string;
    }>;
  }>;
  readonly categories: ReadonlyArray<{
    readonly count: number;
    readonly name: string;
    readonly slug: string;
  }>;
  readonly onSale: number;
  readonly priceRange: {
    readonly max: number | null | undefined;
    readonly min: number | null | undefined;
  } | null | undefined;
  readonly ratings: ReadonlyArray<{
    readonly count: number;
    readonly rating: number;
  }>;
  readonly " $fragmentType": "ProductFilterFacets_facets";
};
export type ProductFilterFacets_facets$key = {
  readonly " $data"?: ProductFilterFacets_facets$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductFilterFacets_facets">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "ScalarField",
  "name": "count"
},
v1 = [
  {
    "kind": "ScalarField",
    "name": "slug"
  },
  {
    "kind": "ScalarField",
    "name": "name"
  },
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "name": "ProductFilterFacets_facets",
  "selections": [
    {
      "kind": "ScalarField",
      "name": "onSale"
    },
    {
      "concreteType": "ProductTermFacet",
      "kind": "LinkedField",
      "name": "categories",
      "plural": true,
      "selections": (v1/*:: as any*/)
    },
    {
      "concreteType": "ProductAttributeFacet",
      "kind": "LinkedField",
      "name": "attributes",
      "plural": true,
      "selections": [
        {
          "kind": "ScalarField",
          "name": "taxonomy"
        },
        {
          "kind": "ScalarField",
          "name": "label"
        },
        {
          "concreteType": "ProductTermFacet",
          "kind": "LinkedField",
          "name": "terms",
          "plural": true,
          "selections": (v1/*:: as any*/)
        }
      ]
    },
    {
      "concreteType": "ProductRatingFacet",
      "kind": "LinkedField",
      "name": "ratings",
      "plural": true,
      "selections": [
        {
          "kind": "ScalarField",
          "name": "rating"
        },
        (v0/*:: as any*/)
      ]
    },
    {
      "concreteType": "ProductPriceRangeFacet",
      "kind": "LinkedField",
      "name": "priceRange",
      "plural": false,
      "selections": [
        {
          "kind": "ScalarField",
          "name": "min"
        },
        {
          "kind": "ScalarField",
          "name": "max"
        }
      ]
    }
  ],
  "type": "ProductFacets"
};
})();

(node as any).hash = "cfbe5992add2154a719d41ae26e0a08a";

export default node;
