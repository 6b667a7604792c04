/**
 * @generated SignedSource<<13133117206e154332f752361d4f9b72>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LoginProviderEnum = "FACEBOOK" | "GITHUB" | "GOOGLE" | "INSTAGRAM" | "LINKEDIN" | "OAUTH2_GENERIC" | "PASSWORD" | "SITETOKEN" | "%future added value";
export type LoginInput = {
  clientMutationId?: string | null | undefined;
  credentials?: PasswordProviderResponseInput | null | undefined;
  identity?: string | null | undefined;
  oauthResponse?: OAuthProviderResponseInput | null | undefined;
  provider: LoginProviderEnum;
};
export type PasswordProviderResponseInput = {
  password: string;
  username: string;
};
export type OAuthProviderResponseInput = {
  code: string;
  state?: string | null | undefined;
};
export type useLoginMutation$variables = {
  input: LoginInput;
};
export type useLoginMutation$data = {
  readonly login: {
    readonly authToken: string | null | undefined;
    readonly authTokenExpiration: string | null | undefined;
    readonly refreshToken: string | null | undefined;
    readonly sessionToken: string | null | undefined;
    readonly user: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"AvatarMenuTrigger_viewer">;
    } | null | undefined;
  } | null | undefined;
};
export type useLoginMutation = {
  response: useLoginMutation$data;
  variables: useLoginMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "authToken",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "authTokenExpiration",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "refreshToken",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sessionToken",
  "storageKey": null
},
v6 = {
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
    "name": "useLoginMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LoginPayload",
        "kind": "LinkedField",
        "name": "login",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AvatarMenuTrigger_viewer"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "RootMutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLoginMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LoginPayload",
        "kind": "LinkedField",
        "name": "login",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "username",
                "storageKey": null
              },
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Literal",
                    "name": "size",
                    "value": 64
                  }
                ],
                "concreteType": "Avatar",
                "kind": "LinkedField",
                "name": "avatar",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "url",
                    "storageKey": null
                  }
                ],
                "storageKey": "avatar(size:64)"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "40abbb7f34558ae6029fac97bd4b1631",
    "id": null,
    "metadata": {},
    "name": "useLoginMutation",
    "operationKind": "mutation",
    "text": "mutation useLoginMutation(\n  $input: LoginInput!\n) {\n  login(input: $input) {\n    authToken\n    authTokenExpiration\n    refreshToken\n    sessionToken\n    user {\n      id\n      ...AvatarMenuTrigger_viewer\n    }\n  }\n}\n\nfragment AvatarMenuTrigger_viewer on User {\n  username\n  avatar(size: 64) {\n    url\n  }\n}\n"
  }
};
})();

(node as any).hash = "338389605f7ba919739513abe03fe623";

export default node;
