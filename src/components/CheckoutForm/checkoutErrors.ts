import { FORM_ERROR } from 'final-form';

/** WooCommerce's checkout field labels (as in its notices) and the form fields they stand for. */
const FIELDS_BY_LABEL: Record<string, string> = {
  'first name': 'firstName',
  'last name': 'lastName',
  'company name': 'company',
  company: 'company',
  'street address': 'address1',
  'apartment, suite, unit, etc.': 'address2',
  'town / city': 'city',
  city: 'city',
  'postcode / zip': 'postcode',
  postcode: 'postcode',
  'zip code': 'postcode',
  'email address': 'email',
  email: 'email',
  phone: 'phone',
  'country / region': 'country',
  country: 'country',
  'state / county': 'state',
  state: 'state',
};

const FIELD_NOTICE = /^(Billing|Shipping) (.+?) (?:is a required field|is not a valid|is not valid)/i;

/**
 * The server's checkout message as final-form submit errors: notices naming a billing or shipping
 * field go under that field (e.g. "Billing Email address is not a valid email address."), and the
 * whole message shows above the button.
 */
export function checkoutSubmitErrors(message: string): Record<string, unknown> {
  const errors: Record<string, Record<string, string>> = {};
  for (const notice of message.split(/(?<=\.)\s+/)) {
    const match = FIELD_NOTICE.exec(notice.trim());
    const field = match ? FIELDS_BY_LABEL[match[2]!.toLowerCase()] : undefined;
    if (!match || !field) continue;
    const kind = match[1]!.toLowerCase();
    errors[kind] = { ...errors[kind], [field]: notice.trim() };
  }
  return { ...errors, [FORM_ERROR]: message };
}
