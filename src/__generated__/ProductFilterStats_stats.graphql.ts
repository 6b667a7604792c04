/**
 * @generated SignedSource<<b6f05022c57b55c1d6e354a694c20911>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProductAttributeEnum = "PA_COLOR" | "PA_SIZE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProductFilterStats_stats$data = {
  readonly attributeCounts: ReadonlyArray<{
    readonly label: string;
    readonly slug: ProductAttributeEnum;
    readonly terms: ReadonlyArray<{
      readonly count: number | null | undefined;
      readonly node: {
        readonly name: string | null | undefined;
        readonly slug: string | null | undefined;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  } | null | undefined> | null | undefined;
  readonly priceRange: {
    readonly maxPrice: string | null | undefined;
    readonly minPrice: string | null | undefined;
  } | null | undefined;
  readonly ratingCounts: ReadonlyArray<{
    readonly count: number | null | undefined;
    readonly rating: number;
  } | null | undefined> | null | undefined;
  readonly " $fragmentType": "ProductFilterStats_stats";
};
export type ProductFilterStats_stats$key = {
  readonly " $data"?: ProductFilterStats_stats$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductFilterStats_stats">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "ScalarField",
  "name": "slug"
},
v1 = {
  "kind": "ScalarField",
  "name": "count"
},
v2 = [
  {
    "kind": "Literal",
    "name": "format",
    "value": "RAW"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "name": "ProductFilterStats_stats",
  "selections": [
    {
      "concreteType": "AttributeCount",
      "kind": "LinkedField",
      "name": "attributeCounts",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "kind": "ScalarField",
          "name": "label"
        },
        {
          "concreteType": "SingleAttributeCount",
          "kind": "LinkedField",
          "name": "terms",
          "plural": true,
          "selections": [
            (v1/*:: as any*/),
            {
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                {
                  "kind": "ScalarField",
                  "name": "name"
                }
              ]
            }
          ]
        }
      ]
    },
    {
      "concreteType": "RatingCount",
      "kind": "LinkedField",
      "name": "ratingCounts",
      "plural": true,
      "selections": [
        {
          "kind": "ScalarField",
          "name": "rating"
        },
        (v1/*:: as any*/)
      ]
    },
    {
      "concreteType": "PriceRange",
      "kind": "LinkedField",
      "name": "priceRange",
      "plural": false,
      "selections": [
        {
          "args": (v2/*:: as any*/),
          "kind": "ScalarField",
          "name": "minPrice",
          "storageKey": "minPrice(format:\"RAW\")"
        },
        {
          "args": (v2/*:: as any*/),
          "kind": "ScalarField",
          "name": "maxPrice",
          "storageKey": "maxPrice(format:\"RAW\")"
        }
      ]
    }
  ],
  "type": "CollectionStats"
};
})();

(node as any).hash = "5b5472da5e5745c01b6ba074c0cf322a";

export default node;
