/**
 * @generated SignedSource<<8bf8c28892d32a30ba6647f31da47ada>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdditionalInformation_product$data = {
  readonly attributes?: {
    readonly nodes: ReadonlyArray<{
      readonly id: string;
      readonly label: string | null | undefined;
      readonly name: string | null | undefined;
      readonly options: ReadonlyArray<string | null | undefined> | null | undefined;
      readonly terms?: {
        readonly nodes: ReadonlyArray<{
          readonly name: string | null | undefined;
          readonly slug: string | null | undefined;
        }>;
      } | null | undefined;
      readonly visible: boolean | null | undefined;
    }>;
  } | null | undefined;
  readonly height?: string | null | undefined;
  readonly length?: string | null | undefined;
  readonly weight?: string | null | undefined;
  readonly width?: string | null | undefined;
  readonly " $fragmentType": "AdditionalInformation_product";
};
export type AdditionalInformation_product$key = {
  readonly " $data"?: AdditionalInformation_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdditionalInformation_product">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "ScalarField",
  "name": "name"
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "name": "AdditionalInformation_product",
  "selections": [
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "kind": "ScalarField",
          "name": "weight"
        },
        {
          "kind": "ScalarField",
          "name": "length"
        },
        {
          "kind": "ScalarField",
          "name": "width"
        },
        {
          "kind": "ScalarField",
          "name": "height"
        }
      ],
      "type": "ProductWithDimensions",
      "abstractKey": "__isProductWithDimensions"
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "args": [
            {
              "kind": "Literal",
              "name": "first",
              "value": 20
            }
          ],
          "concreteType": "ProductWithAttributesToProductAttributeConnection",
          "kind": "LinkedField",
          "name": "attributes",
          "plural": false,
          "selections": [
            {
              "kind": "LinkedField",
              "name": "nodes",
              "plural": true,
              "selections": [
                {
                  "kind": "ScalarField",
                  "name": "id"
                },
                {
                  "kind": "ScalarField",
                  "name": "label"
                },
                (v0/*:: as any*/),
                {
                  "kind": "ScalarField",
                  "name": "options"
                },
                {
                  "kind": "ScalarField",
                  "name": "visible"
                },
                {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": [
                        {
                          "kind": "Literal",
                          "name": "first",
                          "value": 100
                        }
                      ],
                      "concreteType": "GlobalProductAttributeToTermNodeConnection",
                      "kind": "LinkedField",
                      "name": "terms",
                      "plural": false,
                      "selections": [
                        {
                          "kind": "LinkedField",
                          "name": "nodes",
                          "plural": true,
                          "selections": [
                            {
                              "kind": "ScalarField",
                              "name": "slug"
                            },
                            (v0/*:: as any*/)
                          ]
                        }
                      ],
                      "storageKey": "terms(first:100)"
                    }
                  ],
                  "type": "GlobalProductAttribute"
                }
              ]
            }
          ],
          "storageKey": "attributes(first:20)"
        }
      ],
      "type": "ProductWithAttributes",
      "abstractKey": "__isProductWithAttributes"
    }
  ],
  "type": "Product",
  "abstractKey": "__isProduct"
};
})();

(node as any).hash = "7bb6eff53ec1c13277e5bd294e602f5b";

export default node;
