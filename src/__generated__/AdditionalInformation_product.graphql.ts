/**
 * @generated SignedSource<<2796a3d2d91c78d0960b63035f27617d>>
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdditionalInformation_product",
  "selections": [
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "weight",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "length",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "width",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "height",
          "storageKey": null
        }
      ],
      "type": "ProductWithDimensions",
      "abstractKey": "__isProductWithDimensions"
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
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
              "alias": null,
              "args": null,
              "concreteType": null,
              "kind": "LinkedField",
              "name": "nodes",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "id",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "label",
                  "storageKey": null
                },
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "options",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "visible",
                  "storageKey": null
                },
                {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "alias": null,
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
                          "alias": null,
                          "args": null,
                          "concreteType": null,
                          "kind": "LinkedField",
                          "name": "nodes",
                          "plural": true,
                          "selections": [
                            {
                              "alias": null,
                              "args": null,
                              "kind": "ScalarField",
                              "name": "slug",
                              "storageKey": null
                            },
                            (v0/*:: as any*/)
                          ],
                          "storageKey": null
                        }
                      ],
                      "storageKey": "terms(first:100)"
                    }
                  ],
                  "type": "GlobalProductAttribute",
                  "abstractKey": null
                }
              ],
              "storageKey": null
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
