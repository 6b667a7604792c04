/**
 * @generated SignedSource<<5705521aa071d9d3909627432b0aa2b1>>
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
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
  "metadata": null,
  "name": "ProductFilterStats_stats",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AttributeCount",
      "kind": "LinkedField",
      "name": "attributeCounts",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
          "concreteType": "SingleAttributeCount",
          "kind": "LinkedField",
          "name": "terms",
          "plural": true,
          "selections": [
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": null,
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "name",
                  "storageKey": null
                }
              ],
              "storageKey": null
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
      "concreteType": "RatingCount",
      "kind": "LinkedField",
      "name": "ratingCounts",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rating",
          "storageKey": null
        },
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PriceRange",
      "kind": "LinkedField",
      "name": "priceRange",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": (v2/*:: as any*/),
          "kind": "ScalarField",
          "name": "minPrice",
          "storageKey": "minPrice(format:\"RAW\")"
        },
        {
          "alias": null,
          "args": (v2/*:: as any*/),
          "kind": "ScalarField",
          "name": "maxPrice",
          "storageKey": "maxPrice(format:\"RAW\")"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CollectionStats",
  "abstractKey": null
};
})();

(node as any).hash = "5b5472da5e5745c01b6ba074c0cf322a";

export default node;
