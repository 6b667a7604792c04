import { describe, expect, it } from 'vitest';
import { INCORRECT_PASSWORD, NO_ACCOUNT } from '../../graphql/resolvers/auth/auth';
import { COUPON_ALREADY_APPLIED, COUPON_USAGE_LIMIT, couponDoesNotExist } from '../coupons/rules';
import { EMAIL_TAKEN, INVALID_EMAIL, USERNAME_TAKEN } from '../customers/accounts';
import { OAUTH_LOGIN_FAILED } from '../auth/oauth';
import { SERVER_BUSY } from '../auth/password-hashing';
import { INVALID_RESET_LINK } from '../auth/password-reset';
import { lockedMessage } from '../auth/throttle';
import { NOT_PURCHASABLE } from '../cart/rules';
import { ALREADY_REVIEWED } from '../catalog/reviews';
import { INVALID_USERNAME, USERNAME_LOOKS_LIKE_EMAIL } from '../customers/accounts';
import { COMMON_PASSWORD, passwordProblem } from '../customers/validation';
import { QUANTITY_NOT_WHOLE } from '../../graphql/quantity-errors';
import { translateServerMessage } from './server-messages';

describe('server messages in the shopper’s language', () => {
  // The server's own wording, from where it is written: a reworded message must be retranslated.
  it.each([
    couponDoesNotExist('save5'),
    COUPON_ALREADY_APPLIED,
    COUPON_USAGE_LIMIT,
    NO_ACCOUNT,
    INCORRECT_PASSWORD,
    EMAIL_TAKEN,
    USERNAME_TAKEN,
    INVALID_EMAIL,
    SERVER_BUSY,
    OAUTH_LOGIN_FAILED,
    NOT_PURCHASABLE,
    QUANTITY_NOT_WHOLE,
    ALREADY_REVIEWED,
    COMMON_PASSWORD,
    INVALID_USERNAME,
    USERNAME_LOOKS_LIKE_EMAIL,
    passwordProblem('x'.repeat(200))!,
  ])(
    'translates "%s" into every language',
    (message) => {
      for (const locale of ['de_DE', 'es_ES', 'fr_FR', 'it_IT', 'pt_BR'] as const) expect(translateServerMessage(message, locale), locale).not.toBe(message);
      expect(translateServerMessage(message, 'en_US')).toBe(message);
    },
  );

  it('translates a rate limit and its wait, one minute or several', () => {
    const inOneMinute = lockedMessage(new Date(Date.now() + 30_000));
    expect(translateServerMessage(inOneMinute, 'de_DE')).toBe('Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 1 Minute erneut.');
    const inFiveMinutes = lockedMessage(new Date(Date.now() + 4.5 * 60_000));
    expect(translateServerMessage(inFiveMinutes, 'it_IT')).toBe('Troppi tentativi di accesso non riusciti. Riprova tra 5 minuti.');
  });

  it('keeps the reset link refusal in English: the storefront recognises it and says so in the shopper’s language itself', () => {
    expect(translateServerMessage(INVALID_RESET_LINK, 'de_DE')).toBe(INVALID_RESET_LINK);
  });

  it('translates each known sentence of a joined message and leaves the others', () => {
    expect(translateServerMessage('Invalid payment method. Billing First name is a required field.', 'de_DE')).toBe('Ungültige Zahlungsart. Billing First name is a required field.');
  });
});
