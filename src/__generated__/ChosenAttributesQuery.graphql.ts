/**
 * @generated SignedSource<<7ab966b99022c8992593a16ca907bbc3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ChosenAttributesQuery$variables = {
  id: string;
};
export type ChosenAttributesQuery$data = {
  readonly product: {
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
  } | null | undefined;
};
export type ChosenAttributesQuery = {
  response: ChosenAttributesQuery$data;
  variables: ChosenAttributesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  },
  {
    "kind": "Literal",
    "name": "idType",
    "value": "DATABASE_ID"
  }
],
v2 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  }
],
v3 = {
  "kind": "ScalarField",
  "name": "name"
},
v4 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v5 = {
  "kind": "ScalarField",
  "name": "slug"
},
v6 = {
  "kind": "ScalarField",
  "name": "__typename"
},
v7 = {
  "kind": "ScalarField",
  "name": "id"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "name": "ChosenAttributesQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "LinkedField",
        "name": "product",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "args": (v2/*:: as any*/),
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
                      (v3/*:: as any*/),
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          {
                            "args": (v4/*:: as any*/),
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
                                  (v5/*:: as any*/),
                                  (v3/*:: as any*/)
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
        ]
      }
    ],
    "type": "RootQuery"
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ChosenAttributesQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "LinkedField",
        "name": "product",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "args": (v2/*:: as any*/),
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
                      (v6/*:: as any*/),
                      (v3/*:: as any*/),
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          {
                            "args": (v4/*:: as any*/),
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
                                  (v6/*:: as any*/),
                                  (v5/*:: as any*/),
                                  (v3/*:: as any*/),
                                  (v7/*:: as any*/)
                                ]
                              }
                            ],
                            "storageKey": "terms(first:100)"
                          }
                        ],
                        "type": "GlobalProductAttribute"
                      },
                      (v7/*:: as any*/)
                    ]
                  }
                ],
                "storageKey": "attributes(first:20)"
              }
            ],
            "type": "ProductWithAttributes",
            "abstractKey": "__isProductWithAttributes"
          },
          (v7/*:: as any*/)
        ]
      }
    ]
  },
  "params": {
    "cacheID": "a46aa59499fba1f5c03503744e2c93f6",
    "id": null,
    "metadata": {},
    "name": "ChosenAttributesQuery",
    "operationKind": "query",
    "text": "query ChosenAttributesQuery($id:ID!){product(id:$id,idType:DATABASE_ID){__typename,...on ProductWithAttributes{__isProductWithAttributes:__typename,attributes(first:20){nodes{__typename,name,...on GlobalProductAttribute{terms(first:100){nodes{__typename,slug,name,id}}},id}}},id}}"
  }
};
})();

(node as any).hash = "8225407bc8d801d18e38aa23228ef4e5";

export default node;
