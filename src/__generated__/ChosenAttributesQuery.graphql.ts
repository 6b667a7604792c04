/**
 * @generated SignedSource<<662f718a19216f208eb50e56e0f569f3>>
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ChosenAttributesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "product",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": (v2/*:: as any*/),
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
                      (v3/*:: as any*/),
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          {
                            "alias": null,
                            "args": (v4/*:: as any*/),
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
                                  (v5/*:: as any*/),
                                  (v3/*:: as any*/)
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
        "storageKey": null
      }
    ],
    "type": "RootQuery",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ChosenAttributesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "product",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": (v2/*:: as any*/),
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
                      (v6/*:: as any*/),
                      (v3/*:: as any*/),
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          {
                            "alias": null,
                            "args": (v4/*:: as any*/),
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
                                  (v6/*:: as any*/),
                                  (v5/*:: as any*/),
                                  (v3/*:: as any*/),
                                  (v7/*:: as any*/)
                                ],
                                "storageKey": null
                              }
                            ],
                            "storageKey": "terms(first:100)"
                          }
                        ],
                        "type": "GlobalProductAttribute",
                        "abstractKey": null
                      },
                      (v7/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "attributes(first:20)"
              }
            ],
            "type": "ProductWithAttributes",
            "abstractKey": "__isProductWithAttributes"
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c59219d8af48f6b4c814cb5c5e7b7ab1",
    "id": null,
    "metadata": {},
    "name": "ChosenAttributesQuery",
    "operationKind": "query",
    "text": "query ChosenAttributesQuery(\n  $id: ID!\n) {\n  product(id: $id, idType: DATABASE_ID) {\n    __typename\n    ... on ProductWithAttributes {\n      __isProductWithAttributes: __typename\n      attributes(first: 20) {\n        nodes {\n          __typename\n          name\n          ... on GlobalProductAttribute {\n            terms(first: 100) {\n              nodes {\n                __typename\n                slug\n                name\n                id\n              }\n            }\n          }\n          id\n        }\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "8225407bc8d801d18e38aa23228ef4e5";

export default node;
