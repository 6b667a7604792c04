/**
 * @generated SignedSource<<e88622ed1a18dea0bee078992075429b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CountriesEnum = "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "XK" | "YE" | "YT" | "ZA" | "ZM" | "ZW" | "%future added value";
export type TaxClassEnum = "INHERIT_CART" | "REDUCED_RATE" | "STANDARD" | "ZERO_RATE" | "%future added value";
export type CheckoutInput = {
  account?: CreateAccountInput | null | undefined;
  billing?: CustomerAddressInput | null | undefined;
  clientMutationId?: string | null | undefined;
  createdVia?: string | null | undefined;
  customerNote?: string | null | undefined;
  fees?: ReadonlyArray<FeeInput | null | undefined> | null | undefined;
  isPaid?: boolean | null | undefined;
  metaData?: ReadonlyArray<MetaDataInput | null | undefined> | null | undefined;
  paymentMethod?: string | null | undefined;
  shipToDifferentAddress?: boolean | null | undefined;
  shipping?: CustomerAddressInput | null | undefined;
  shippingMethod?: ReadonlyArray<string | null | undefined> | null | undefined;
  transactionId?: string | null | undefined;
};
export type CreateAccountInput = {
  authenticate?: boolean | null | undefined;
  password: string;
  username: string;
};
export type CustomerAddressInput = {
  address1?: string | null | undefined;
  address2?: string | null | undefined;
  city?: string | null | undefined;
  company?: string | null | undefined;
  country?: CountriesEnum | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  overwrite?: boolean | null | undefined;
  phone?: string | null | undefined;
  postcode?: string | null | undefined;
  state?: string | null | undefined;
};
export type FeeInput = {
  amount?: number | null | undefined;
  name: string;
  taxClass?: TaxClassEnum | null | undefined;
  taxable?: boolean | null | undefined;
};
export type MetaDataInput = {
  id?: string | null | undefined;
  key: string;
  value: string;
};
export type useCheckoutMutation$variables = {
  input: CheckoutInput;
};
export type useCheckoutMutation$data = {
  readonly checkout: {
    readonly order: {
      readonly databaseId: number | null | undefined;
      readonly orderKey: string | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"OrderDetails_order">;
    } | null | undefined;
    readonly redirect: string | null | undefined;
    readonly result: string | null | undefined;
  } | null | undefined;
};
export type useCheckoutMutation = {
  response: useCheckoutMutation$data;
  variables: useCheckoutMutation$variables;
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
  "kind": "ScalarField",
  "name": "result"
},
v3 = {
  "kind": "ScalarField",
  "name": "redirect"
},
v4 = {
  "kind": "ScalarField",
  "name": "databaseId"
},
v5 = {
  "kind": "ScalarField",
  "name": "orderKey"
},
v6 = [
  {
    "kind": "Literal",
    "name": "format",
    "value": "RAW"
  }
],
v7 = {
  "args": (v6/*:: as any*/),
  "kind": "ScalarField",
  "name": "subtotal",
  "storageKey": "subtotal(format:\"RAW\")"
},
v8 = [
  {
    "kind": "ScalarField",
    "name": "firstName"
  },
  {
    "kind": "ScalarField",
    "name": "lastName"
  },
  {
    "kind": "ScalarField",
    "name": "company"
  },
  {
    "kind": "ScalarField",
    "name": "address1"
  },
  {
    "kind": "ScalarField",
    "name": "address2"
  },
  {
    "kind": "ScalarField",
    "name": "postcode"
  },
  {
    "kind": "ScalarField",
    "name": "city"
  },
  {
    "kind": "ScalarField",
    "name": "state"
  },
  {
    "kind": "ScalarField",
    "name": "country"
  },
  {
    "kind": "ScalarField",
    "name": "email"
  },
  {
    "kind": "ScalarField",
    "name": "phone"
  }
],
v9 = {
  "kind": "ScalarField",
  "name": "id"
},
v10 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v11 = {
  "kind": "ScalarField",
  "name": "__typename"
},
v12 = {
  "kind": "ScalarField",
  "name": "name"
},
v13 = [
  {
    "kind": "LinkedField",
    "name": "node",
    "plural": false,
    "selections": [
      (v11/*:: as any*/),
      (v12/*:: as any*/),
      (v9/*:: as any*/)
    ]
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "name": "useCheckoutMutation",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "concreteType": "CheckoutPayload",
        "kind": "LinkedField",
        "name": "checkout",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "order",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "kind": "FragmentSpread",
                "name": "OrderDetails_order"
              }
            ]
          }
        ]
      }
    ],
    "type": "RootMutation"
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCheckoutMutation",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "concreteType": "CheckoutPayload",
        "kind": "LinkedField",
        "name": "checkout",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "order",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "kind": "ScalarField",
                "name": "orderNumber"
              },
              {
                "kind": "ScalarField",
                "name": "date"
              },
              {
                "kind": "ScalarField",
                "name": "status"
              },
              {
                "kind": "ScalarField",
                "name": "currency"
              },
              {
                "kind": "ScalarField",
                "name": "paymentMethodTitle"
              },
              {
                "kind": "ScalarField",
                "name": "customerNote"
              },
              (v7/*:: as any*/),
              {
                "args": (v6/*:: as any*/),
                "kind": "ScalarField",
                "name": "shippingTotal",
                "storageKey": "shippingTotal(format:\"RAW\")"
              },
              {
                "args": (v6/*:: as any*/),
                "kind": "ScalarField",
                "name": "shippingTax",
                "storageKey": "shippingTax(format:\"RAW\")"
              },
              {
                "args": (v6/*:: as any*/),
                "kind": "ScalarField",
                "name": "discountTotal",
                "storageKey": "discountTotal(format:\"RAW\")"
              },
              {
                "args": (v6/*:: as any*/),
                "kind": "ScalarField",
                "name": "discountTax",
                "storageKey": "discountTax(format:\"RAW\")"
              },
              {
                "args": (v6/*:: as any*/),
                "kind": "ScalarField",
                "name": "total",
                "storageKey": "total(format:\"RAW\")"
              },
              {
                "kind": "ScalarField",
                "name": "needsShippingAddress"
              },
              {
                "concreteType": "CustomerAddress",
                "kind": "LinkedField",
                "name": "billing",
                "plural": false,
                "selections": (v8/*:: as any*/)
              },
              {
                "concreteType": "CustomerAddress",
                "kind": "LinkedField",
                "name": "shipping",
                "plural": false,
                "selections": (v8/*:: as any*/)
              },
              {
                "args": [
                  {
                    "kind": "Literal",
                    "name": "first",
                    "value": 10
                  }
                ],
                "concreteType": "OrderToShippingLineConnection",
                "kind": "LinkedField",
                "name": "shippingLines",
                "plural": false,
                "selections": [
                  {
                    "concreteType": "ShippingLine",
                    "kind": "LinkedField",
                    "name": "nodes",
                    "plural": true,
                    "selections": [
                      (v9/*:: as any*/),
                      {
                        "kind": "ScalarField",
                        "name": "methodTitle"
                      }
                    ]
                  }
                ],
                "storageKey": "shippingLines(first:10)"
              },
              {
                "args": [
                  {
                    "kind": "Literal",
                    "name": "first",
                    "value": 20
                  }
                ],
                "concreteType": "OrderToTaxLineConnection",
                "kind": "LinkedField",
                "name": "taxLines",
                "plural": false,
                "selections": [
                  {
                    "concreteType": "TaxLine",
                    "kind": "LinkedField",
                    "name": "nodes",
                    "plural": true,
                    "selections": [
                      (v9/*:: as any*/),
                      {
                        "kind": "ScalarField",
                        "name": "label"
                      },
                      {
                        "kind": "ScalarField",
                        "name": "taxTotal"
                      },
                      {
                        "kind": "ScalarField",
                        "name": "shippingTaxTotal"
                      }
                    ]
                  }
                ],
                "storageKey": "taxLines(first:20)"
              },
              {
                "kind": "ScalarField",
                "name": "paymentMethod"
              },
              {
                "args": [
                  {
                    "kind": "Literal",
                    "name": "keysIn",
                    "value": [
                      "bank_account_name",
                      "bank_name",
                      "bank_iban",
                      "bank_bic"
                    ]
                  }
                ],
                "concreteType": "MetaData",
                "kind": "LinkedField",
                "name": "metaData",
                "plural": true,
                "selections": [
                  {
                    "kind": "ScalarField",
                    "name": "key"
                  },
                  {
                    "kind": "ScalarField",
                    "name": "value"
                  },
                  (v9/*:: as any*/)
                ],
                "storageKey": "metaData(keysIn:[\"bank_account_name\",\"bank_name\",\"bank_iban\",\"bank_bic\"])"
              },
              {
                "args": (v10/*:: as any*/),
                "concreteType": "OrderToLineItemConnection",
                "kind": "LinkedField",
                "name": "lineItems",
                "plural": false,
                "selections": [
                  {
                    "concreteType": "LineItem",
                    "kind": "LinkedField",
                    "name": "nodes",
                    "plural": true,
                    "selections": [
                      (v9/*:: as any*/),
                      {
                        "kind": "ScalarField",
                        "name": "quantity"
                      },
                      (v7/*:: as any*/),
                      {
                        "args": (v6/*:: as any*/),
                        "kind": "ScalarField",
                        "name": "subtotalTax",
                        "storageKey": "subtotalTax(format:\"RAW\")"
                      },
                      {
                        "concreteType": "LineItemToProductConnectionEdge",
                        "kind": "LinkedField",
                        "name": "product",
                        "plural": false,
                        "selections": (v13/*:: as any*/)
                      },
                      {
                        "concreteType": "LineItemToProductVariationConnectionEdge",
                        "kind": "LinkedField",
                        "name": "variation",
                        "plural": false,
                        "selections": (v13/*:: as any*/)
                      }
                    ]
                  }
                ],
                "storageKey": "lineItems(first:100)"
              },
              {
                "args": (v10/*:: as any*/),
                "concreteType": "OrderToDownloadableItemConnection",
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
                      (v9/*:: as any*/),
                      (v12/*:: as any*/),
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
                          (v11/*:: as any*/),
                          (v12/*:: as any*/),
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
                          (v9/*:: as any*/)
                        ]
                      }
                    ]
                  }
                ],
                "storageKey": "downloadableItems(first:100)"
              },
              (v9/*:: as any*/)
            ]
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "e99db4f86e10e57d938584e9ae45af0f",
    "id": null,
    "metadata": {},
    "name": "useCheckoutMutation",
    "operationKind": "mutation",
    "text": "mutation useCheckoutMutation($input:CheckoutInput!){checkout(input:$input){result,redirect,order{databaseId,orderKey,...OrderDetails_order,id}}}fragment DownloadsList_items on DownloadableItem{id,name,url,downloadsRemaining,accessExpires,product{__typename,name,...on DownloadableProduct{__isDownloadableProduct:__typename,downloadLimit},id}}fragment OrderAddress_address on CustomerAddress{firstName,lastName,company,address1,address2,postcode,city,state,country,email,phone}fragment OrderBankDetails_order on Order{orderNumber,paymentMethod,metaData(keysIn:[\"bank_account_name\",\"bank_name\",\"bank_iban\",\"bank_bic\"]){key,value,id}}fragment OrderDetails_order on Order{orderNumber,date,status,currency,paymentMethodTitle,customerNote,subtotal(format:RAW),shippingTotal(format:RAW),shippingTax(format:RAW),discountTotal(format:RAW),discountTax(format:RAW),total(format:RAW),needsShippingAddress,billing{...OrderAddress_address},shipping{...OrderAddress_address},shippingLines(first:10){nodes{id,methodTitle}},taxLines(first:20){nodes{id,label,taxTotal,shippingTaxTotal}},...OrderBankDetails_order,lineItems(first:100){nodes{id,quantity,subtotal(format:RAW),subtotalTax(format:RAW),product{node{__typename,name,id}},variation{node{__typename,name,id}}}},downloadableItems(first:100){nodes{...DownloadsList_items,id}}}"
  }
};
})();

(node as any).hash = "7a7f5ab4995d2d97ecab6701a9319d2b";

export default node;
