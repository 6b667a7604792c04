/**
 * @generated SignedSource<<55162879394b0c0e702eb33dfa7b63fa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CountriesEnum = "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "XK" | "YE" | "YT" | "ZA" | "ZM" | "ZW" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CheckoutForm_customer$data = {
  readonly billing: {
    readonly address1: string | null | undefined;
    readonly address2: string | null | undefined;
    readonly city: string | null | undefined;
    readonly company: string | null | undefined;
    readonly country: CountriesEnum | null | undefined;
    readonly email: string | null | undefined;
    readonly firstName: string | null | undefined;
    readonly lastName: string | null | undefined;
    readonly phone: string | null | undefined;
    readonly postcode: string | null | undefined;
    readonly state: string | null | undefined;
  } | null | undefined;
  readonly shipping: {
    readonly address1: string | null | undefined;
    readonly address2: string | null | undefined;
    readonly city: string | null | undefined;
    readonly company: string | null | undefined;
    readonly country: CountriesEnum | null | undefined;
    readonly firstName: string | null | undefined;
    readonly lastName: string | null | undefined;
    readonly postcode: string | null | undefined;
    readonly state: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "CheckoutForm_customer";
};
export type CheckoutForm_customer$key = {
  readonly " $data"?: CheckoutForm_customer$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckoutForm_customer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "ScalarField",
  "name": "firstName"
},
v1 = {
  "kind": "ScalarField",
  "name": "lastName"
},
v2 = {
  "kind": "ScalarField",
  "name": "company"
},
v3 = {
  "kind": "ScalarField",
  "name": "address1"
},
v4 = {
  "kind": "ScalarField",
  "name": "address2"
},
v5 = {
  "kind": "ScalarField",
  "name": "city"
},
v6 = {
  "kind": "ScalarField",
  "name": "postcode"
},
v7 = {
  "kind": "ScalarField",
  "name": "country"
},
v8 = {
  "kind": "ScalarField",
  "name": "state"
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "name": "CheckoutForm_customer",
  "selections": [
    {
      "concreteType": "CustomerAddress",
      "kind": "LinkedField",
      "name": "billing",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        (v4/*:: as any*/),
        (v5/*:: as any*/),
        (v6/*:: as any*/),
        (v7/*:: as any*/),
        (v8/*:: as any*/),
        {
          "kind": "ScalarField",
          "name": "phone"
        },
        {
          "kind": "ScalarField",
          "name": "email"
        }
      ]
    },
    {
      "concreteType": "CustomerAddress",
      "kind": "LinkedField",
      "name": "shipping",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        (v4/*:: as any*/),
        (v5/*:: as any*/),
        (v6/*:: as any*/),
        (v7/*:: as any*/),
        (v8/*:: as any*/)
      ]
    }
  ],
  "type": "Customer"
};
})();

(node as any).hash = "6c70d543e8e5d86968f1c4d67fc2091a";

export default node;
