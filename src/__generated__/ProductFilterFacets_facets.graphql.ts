/**
 * @generated SignedSource<<b34da679d72e346672ce7582dc251972>>
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "slug",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  },
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductFilterFacets_facets",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "onSale",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProductTermFacet",
      "kind": "LinkedField",
      "name": "categories",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProductAttributeFacet",
      "kind": "LinkedField",
      "name": "attributes",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "taxonomy",
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
          "concreteType": "ProductTermFacet",
          "kind": "LinkedField",
          "name": "terms",
          "plural": true,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProductRatingFacet",
      "kind": "LinkedField",
      "name": "ratings",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rating",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProductPriceRangeFacet",
      "kind": "LinkedField",
      "name": "priceRange",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "min",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "max",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ProductFacets",
  "abstractKey": null
};
})();

(node as any).hash = "cfbe5992add2154a719d41ae26e0a08a";

export default node;
