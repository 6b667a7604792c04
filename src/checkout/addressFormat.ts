/**
 * Which parts of an address a country needs, as WooCommerce's locale data says
 * (WC_Countries::get_country_locale()): by default a postcode and, where the shop lists the
 * country's states, a state; the countries below override that with `required => false`.
 * The checkout form and the server's checkout validation read the same rules, so the form never
 * calls optional what the server then refuses.
 */
const STATE_OPTIONAL = new Set([
  'AE', 'AF', 'AT', 'AX', 'BA', 'BE', 'BG', 'BH', 'BI', 'BW', 'BZ', 'CH', 'CW', 'CZ', 'DE', 'DK', 'EE', 'FI', 'FR',
  'GB', 'GF', 'GP', 'HU', 'IL', 'IM', 'IS', 'KR', 'KW', 'LB', 'LI', 'LK', 'LU', 'LV', 'MF', 'MQ', 'MT', 'NL', 'NO',
  'NZ', 'PL', 'PR', 'PT', 'RE', 'RS', 'SE', 'SG', 'SI', 'SK', 'VN', 'YT',
]);

const POSTCODE_OPTIONAL = new Set([
  'AE', 'AO', 'BD', 'BH', 'BO', 'BS', 'BW', 'BZ', 'CO', 'CW', 'GH', 'HK', 'IE', 'JM', 'KN', 'MZ', 'NG', 'NP', 'ST',
  'UG', 'WS', 'ZW',
]);

/** Whether an address in `country` needs a state; only asked when the shop has the country's list of states. */
export function isStateRequired(country: string, hasStates: boolean): boolean {
  return hasStates && !STATE_OPTIONAL.has(country);
}

/** Whether an address in `country` needs a postcode. */
export function isPostcodeRequired(country: string): boolean {
  return !POSTCODE_OPTIONAL.has(country);
}
