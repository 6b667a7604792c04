import type { StoredAddress } from '../../db/schema/customers';
import { subdivisionsOf } from '../geo/countries';
import { isValidEmail } from '../customers/validation';
import { isPostcodeRequired, isStateRequired } from '../../../src/checkout/addressFormat';

type AddressKind = 'Billing' | 'Shipping';

const LABELS: Record<keyof StoredAddress, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  company: 'Company name',
  address1: 'Street address',
  address2: 'Apartment, suite, unit, etc.',
  city: 'Town / City',
  state: 'State / County',
  postcode: 'Postcode / ZIP',
  country: 'Country / Region',
  email: 'Email address',
  phone: 'Phone',
};

const REQUIRED: (keyof StoredAddress)[] = ['firstName', 'lastName', 'address1', 'city', 'postcode', 'country'];

/** Postcode formats of WC_Validation::is_postcode() for the countries it checks; others only need something. */
const POSTCODE_PATTERNS: Record<string, RegExp> = {
  AT: /^\d{4}$/,
  BE: /^\d{4}$/,
  CH: /^\d{4}$/,
  DE: /^\d{5}$/,
  DK: /^\d{4}$/,
  ES: /^\d{5}$/,
  FR: /^\d{5}$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/,
  IT: /^\d{5}$/,
  NL: /^\d{4} ?[A-Z]{2}$/,
  PL: /^\d{2}-?\d{3}$/,
  PT: /^\d{4}-?\d{3}$/,
  SE: /^\d{3} ?\d{2}$/,
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/,
};

export function isValidPostcode(postcode: string, country: string): boolean {
  const pattern = POSTCODE_PATTERNS[country];
  return pattern ? pattern.test(postcode.trim().toUpperCase()) : /^[A-Za-z0-9 -]{2,12}$/.test(postcode.trim());
}

/** WC_Validation::is_phone(): digits and the usual separators, at least six digits. */
export function isValidPhone(phone: string): boolean {
  return /^[+\d\s().\-/]{6,25}$/.test(phone) && (phone.match(/\d/g) ?? []).length >= 6;
}

/**
 * WC_Checkout::validate_posted_data() for one address: every problem, in WooCommerce's wording, so
 * the shopper can fix them all at once.
 */
export function addressProblems(kind: AddressKind, address: StoredAddress, allowedCountries: string[]): string[] {
  const problems: string[] = [];
  const required = kind === 'Billing' ? [...REQUIRED, 'email' as const] : REQUIRED;
  const country = address.country ?? '';
  for (const field of required) {
    if (field === 'postcode' && !isPostcodeRequired(country)) continue;
    if (!address[field]?.trim()) problems.push(`${kind} ${LABELS[field]} is a required field.`);
  }
  if (country && !allowedCountries.includes(country)) {
    problems.push(kind === 'Shipping' ? `Unfortunately, we do not ship to ${country}. Please enter an alternative shipping address.` : `${kind} ${LABELS.country} is not a country we sell to.`);
  }
  const states = subdivisionsOf(country);
  if (isStateRequired(country, states.length > 0) && !address.state) problems.push(`${kind} ${LABELS.state} is a required field.`);
  if (address.state && states.length && !states.some((state) => state.code === address.state)) {
    problems.push(`${kind} ${LABELS.state} is not valid. Please enter one of the following: ${states.map((state) => state.code).join(', ')}`);
  }
  if (address.postcode && country && !isValidPostcode(address.postcode, country)) problems.push(`${kind} ${LABELS.postcode} is not a valid postcode / ZIP.`);
  if (address.email && !isValidEmail(address.email)) problems.push(`${kind} ${LABELS.email} is not a valid email address.`);
  if (address.phone && !isValidPhone(address.phone)) problems.push(`${kind} ${LABELS.phone} is not a valid phone number.`);
  return problems;
}
