import { describe, expect, it } from 'vitest';
import { INCORRECT_PASSWORD, NO_ACCOUNT } from '../../graphql/resolvers/auth/auth';
import { COUPON_ALREADY_APPLIED, COUPON_USAGE_LIMIT, couponDoesNotExist } from '../coupons/rules';
import { EMAIL_TAKEN, INVALID_EMAIL, USERNAME_TAKEN } from '../customers/accounts';
import { translateServerMessage } from './server-messages';

describe('server messages in the shopper’s language', () => {
  // The server's own wording, from where it is written: a reworded message must be retranslated.
  it.each([couponDoesNotExist('save5'), COUPON_ALREADY_APPLIED, COUPON_USAGE_LIMIT, NO_ACCOUNT, INCORRECT_PASSWORD, EMAIL_TAKEN, USERNAME_TAKEN, INVALID_EMAIL])(
    'translates "%s" into every language',
    (message) => {
      for (const locale of ['de_DE', 'es_ES', 'fr_FR', 'it_IT', 'pt_BR'] as const) expect(translateServerMessage(message, locale), locale).not.toBe(message);
      expect(translateServerMessage(message, 'en_US')).toBe(message);
    },
  );

  it('translates each known sentence of a joined message and leaves the others', () => {
    expect(translateServerMessage('Invalid payment method. Billing First name is a required field.', 'de_DE')).toBe('Ungültige Zahlungsart. Billing First name is a required field.');
  });
});
