/**
 * @generated SignedSource<<f80b6aca45e1405ba62981a7a668912d>>
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
      "kind": "ScalarField",
      "name": "name"
    },
    {
      "kind": "ScalarField",
      "name": "provider"
    },
    {
      "kind": "ScalarField",
      "name": "isEnabled"
    },
    {
      "kind": "ScalarField",
      "name": "authorizationUrl"
    },
    {
      "kind": "ScalarField",
      "name": "order"
    }
  ],
  "type": "LoginClient"
};

(node as any).hash = "bef94e5a2eacba0b9446ba3ee8d20663";

export default node;
