import { FORM_ERROR } from 'final-form';
import { describe, expect, it } from 'vitest';
import { checkoutSubmitErrors } from './checkoutErrors';

describe('checkoutSubmitErrors', () => {
  it('puts notices that name a field under that field, and the whole message on the form', () => {
    const message = 'Billing Email address is not a valid email address. Shipping Postcode / ZIP is a required field. Invalid payment method.';
    expect(checkoutSubmitErrors(message)).toEqual({
      billing: { email: 'Billing Email address is not a valid email address.' },
      shipping: { postcode: 'Shipping Postcode / ZIP is a required field.' },
      [FORM_ERROR]: message,
    });
  });

  it('keeps other messages for the form only', () => {
    expect(checkoutSubmitErrors('Sorry, no session found.')).toEqual({ [FORM_ERROR]: 'Sorry, no session found.' });
  });
});
