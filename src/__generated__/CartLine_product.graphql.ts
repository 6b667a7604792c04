/**
 * @generated SignedSource<<55319295866226e7f624290f096ff57b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CartLine_product$data = {
  readonly attributes?: {
    readonly nodes: ReadonlyArray<{
      readonly name: string | null | undefined;
      readonly terms?: {
        readonly nodes: ReadonlyArray<{
          readonly name: string | null | undefined;
          readonly slug: string | null | undefined;
        }>;
      } | null | undefined;
    }>;
  } | null | undefined;
  readonly databaseId: number;
  readonly image: {
    readonly thumbnailUrl: string | null | undefined;
  } | null | undefined;
  readonly name: string | null | undefined;
  readonly slug: string | null | undefined;
  readonly " $fragmentType": "CartLine_product";
};
export type CartLine_product$key = {
  readonly " $data"?: CartLine_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"CartLine_product">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CartLine_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
      "storageKey": null
    },
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "MediaItem",
      "kind": "LinkedField",
      "name": "image",
      "plural": false,
      "selections": [
        {
          "alias": "thumbnailUrl",
          "args": [
            {
              "kind": "Literal",
              "name": "size",
              "value": "THUMBNAIL"
            }
          ],
          "kind": "ScalarField",
          "name": "sourceUrl",
          "storageKey": "sourceUrl(size:\"THUMBNAIL\")"
        }
      ],
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
                (v0/*:: as any*/),
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
                            (v1/*:: as any*/),
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

(node as any).hash = "75bb31590a9287682ad1e546ac27bc14";

export default node;
