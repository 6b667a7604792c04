/**
 * @generated SignedSource<<2b7fc76c93a2eaebe56febabd426421a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LoginProviderEnum = "FACEBOOK" | "GITHUB" | "GOOGLE" | "INSTAGRAM" | "LINKEDIN" | "OAUTH2_GENERIC" | "PASSWORD" | "SITETOKEN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SocialLoginButtons_loginClients$data = ReadonlyArray<{
  readonly authorizationUrl: string | null | undefined;
  readonly isEnabled: boolean | null | undefined;
  readonly name: string | null | undefined;
  readonly order: number | null | undefined;
  readonly provider: LoginProviderEnum | null | undefined;
  readonly " $fragmentType": "SocialLoginButtons_loginClients";
}>;
export type SocialLoginButtons_loginClients$key = ReadonlyArray<{
  readonly " $data"?: SocialLoginButtons_loginClients$data;
  readonly " $fragmentSpreads": FragmentRefs<"SocialLoginButtons_loginClients">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "SocialLoginButtons_loginClients",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "provider",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isEnabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "authorizationUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "order",
      "storageKey": null
    }
  ],
  "type": "LoginClient",
  "abstractKey": null
};

(node as any).hash = "bef94e5a2eacba0b9446ba3ee8d20663";

export default node;
