/**
 * @generated SignedSource<<30c73b6b2b8fc092f62824cc3b6b897c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ProductReviewsVerifiedQuery$variables = {
  after?: string | null | undefined;
  first: number;
  id: string;
};
export type ProductReviewsVerifiedQuery$data = {
  readonly product: {
    readonly reviews: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly verified: boolean | null | undefined;
        };
      }>;
    } | null | undefined;
  } | null | undefined;
};
export type ProductReviewsVerifiedQuery = {
  response: ProductReviewsVerifiedQuery$data;
  variables: ProductReviewsVerifiedQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "after"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v3 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v4 = {
  "kind": "ScalarField",
  "name": "id"
},
v5 = {
  "args": [
    {
      "kind": "Variable",
      "name": "after",
      "variableName": "after"
    },
    {
      "kind": "Variable",
      "name": "first",
      "variableName": "first"
    }
  ],
  "concreteType": "ProductToCommentConnection",
  "kind": "LinkedField",
  "name": "reviews",
  "plural": false,
  "selections": [
    {
      "concreteType": "ProductToCommentConnectionEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "concreteType": "Comment",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v4/*:: as any*/),
            {
              "kind": "ScalarField",
              "name": "verified"
            }
          ]
        }
      ]
    }
  ]
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "name": "ProductReviewsVerifiedQuery",
    "selections": [
      {
        "args": (v3/*:: as any*/),
        "kind": "LinkedField",
        "name": "product",
        "plural": false,
        "selections": [
          (v5/*:: as any*/)
        ]
      }
    ],
    "type": "RootQuery"
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ProductReviewsVerifiedQuery",
    "selections": [
      {
        "args": (v3/*:: as any*/),
        "kind": "LinkedField",
        "name": "product",
        "plural": false,
        "selections": [
          {
            "kind": "ScalarField",
            "name": "__typename"
          },
          (v5/*:: as any*/),
          (v4/*:: as any*/)
        ]
      }
    ]
  },
  "params": {
    "cacheID": "9d1021449b8bdf5f030c6306c89eaedc",
    "id": null,
    "metadata": {},
    "name": "ProductReviewsVerifiedQuery",
    "operationKind": "query",
    "text": "query ProductReviewsVerifiedQuery($id:ID!,$first:Int!,$after:String){product(id:$id){__typename,reviews(first:$first,after:$after){edges{node{id,verified}}},id}}"
  }
};
})();

(node as any).hash = "470c9721f2d8f931bcfcbcdf575c3d67";

export default node;
