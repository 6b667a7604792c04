/**
 * @generated SignedSource<<5d334c93fa322dcf2280a98b566a24c1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountDownloadsQuery$variables = Record<PropertyKey, never>;
export type AccountDownloadsQuery$data = {
  readonly customer: {
    readonly downloadableItems: {
      readonly nodes: ReadonlyArray<{
        readonly " $fragmentSpreads": FragmentRefs<"DownloadsList_items">;
      }>;
    } | null | undefined;
  } | null | undefined;
};
export type AccountDownloadsQuery = {
  response: AccountDownloadsQuery$data;
  variables: AccountDownloadsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v1 = {
  "kind": "ScalarField",
  "name": "id"
},
v2 = {
  "kind": "ScalarField",
  "name": "name"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "name": "AccountDownloadsQuery",
    "selections": [
      {
        "concreteType": "Customer",
        "kind": "LinkedField",
        "name": "customer",
        "plural": false,
        "selections": [
          {
            "args": (v0/*:: as any*/),
            "concreteType": "CustomerToDownloadableItemConnection",
            "kind": "LinkedField",
            "name": "downloadableItems",
            "plural": false,
            "selections": [
              {
                "concreteType": "DownloadableItem",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  {
                    "kind": "FragmentSpread",
                    "name": "DownloadsList_items"
                  }
                ]
              }
            ],
            "storageKey": "downloadableItems(first:100)"
          }
        ]
      }
    ],
    "type": "RootQuery"
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AccountDownloadsQuery",
    "selections": [
      {
        "concreteType": "Customer",
        "kind": "LinkedField",
        "name": "customer",
        "plural": false,
        "selections": [
          {
            "args": (v0/*:: as any*/),
            "concreteType": "CustomerToDownloadableItemConnection",
            "kind": "LinkedField",
            "name": "downloadableItems",
            "plural": false,
            "selections": [
              {
                "concreteType": "DownloadableItem",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  {
                    "kind": "ScalarField",
                    "name": "url"
                  },
                  {
                    "kind": "ScalarField",
                    "name": "downloadsRemaining"
                  },
                  {
                    "kind": "ScalarField",
                    "name": "accessExpires"
                  },
                  {
                    "kind": "LinkedField",
                    "name": "product",
                    "plural": false,
                    "selections": [
                      {
                        "kind": "ScalarField",
                        "name": "__typename"
                      },
                      (v2/*:: as any*/),
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          {
                            "kind": "ScalarField",
                            "name": "downloadLimit"
                          }
                        ],
                        "type": "DownloadableProduct",
                        "abstractKey": "__isDownloadableProduct"
                      },
                      (v1/*:: as any*/)
                    ]
                  }
                ]
              }
            ],
            "storageKey": "downloadableItems(first:100)"
          },
          (v1/*:: as any*/)
        ]
      }
    ]
  },
  "params": {
    "cacheID": "498c5e88f960c1292000ff10f1b69597",
    "id": null,
    "metadata": {},
    "name": "AccountDownloadsQuery",
    "operationKind": "query",
    "text": "query AccountDownloadsQuery{customer{downloadableItems(first:100){nodes{...DownloadsList_items,id}},id}}fragment DownloadsList_items on DownloadableItem{id,name,url,downloadsRemaining,accessExpires,product{__typename,name,...on DownloadableProduct{__isDownloadableProduct:__typename,downloadLimit},id}}"
  }
};
})();

(node as any).hash = "30d96d2c77b66d241c97f7d65bb5e2d6";

export default node;
