/**
 * @generated SignedSource<<cd1d00cd0af1d2d7a62ad9072106ad67>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CountriesEnum = "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "XK" | "YE" | "YT" | "ZA" | "ZM" | "ZW" | "%future added value";
export type AccountDetailsFormQuery$variables = Record<PropertyKey, never>;
export type AccountDetailsFormQuery$data = {
  readonly allowedCountries: ReadonlyArray<CountriesEnum | null | undefined> | null | undefined;
  readonly customer: {
    readonly " $fragmentSpreads": FragmentRefs<"AccountDetailsForm_customer">;
  } | null | undefined;
};
export type AccountDetailsFormQuery = {
  response: AccountDetailsFormQuery$data;
  variables: AccountDetailsFormQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "kind": "ScalarField",
  "name": "allowedCountries"
},
v1 = {
  "kind": "ScalarField",
  "name": "firstName"
},
v2 = {
  "kind": "ScalarField",
  "name": "lastName"
},
v3 = {
  "kind": "ScalarField",
  "name": "email"
},
v4 = {
  "kind": "ScalarField",
  "name": "company"
},
v5 = {
  "kind": "ScalarField",
  "name": "address1"
},
v6 = {
  "kind": "ScalarField",
  "name": "address2"
},
v7 = {
  "kind": "ScalarField",
  "name": "city"
},
v8 = {
  "kind": "ScalarField",
  "name": "postcode"
},
v9 = {
  "kind": "ScalarField",
  "name": "country"
},
v10 = {
  "kind": "ScalarField",
  "name": "state"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "name": "AccountDetailsFormQuery",
    "selections": [
      {
        "concreteType": "Customer",
        "kind": "LinkedField",
        "name": "customer",
        "plural": false,
        "selections": [
          {
            "kind": "FragmentSpread",
            "name": "AccountDetailsForm_customer"
          }
        ]
      },
      (v0/*:: as any*/)
    ],
    "type": "RootQuery"
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AccountDetailsFormQuery",
    "selections": [
      {
        "concreteType": "Customer",
        "kind": "LinkedField",
        "name": "customer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "concreteType": "CustomerAddress",
            "kind": "LinkedField",
            "name": "billing",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              {
                "kind": "ScalarField",
                "name": "phone"
              },
              (v3/*:: as any*/)
            ]
          },
          {
            "concreteType": "CustomerAddress",
            "kind": "LinkedField",
            "name": "shipping",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/)
            ]
          },
          {
            "kind": "ScalarField",
            "name": "id"
          }
        ]
      },
      (v0/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "96acab6b9e42708dba9015c79a605765",
    "id": null,
    "metadata": {},
    "name": "AccountDetailsFormQuery",
    "operationKind": "query",
    "text": "query AccountDetailsFormQuery{customer{...AccountDetailsForm_customer,id},allowedCountries}fragment AccountDetailsForm_customer on Customer{firstName,lastName,email,billing{firstName,lastName,company,address1,address2,city,postcode,country,state,phone,email},shipping{firstName,lastName,company,address1,address2,city,postcode,country,state}}"
  }
};
})();

(node as any).hash = "40dd787cb2f37e955431aab09fcda7c7";

export default node;
