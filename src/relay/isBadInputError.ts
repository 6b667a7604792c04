import { requestErrorOf } from './request-error';

/**
 * Whether a call was refused for what was asked (a search too long, a NUL byte, a filter the shop
 * does not have): the shopper's input, to be shown as such (400), not as the shop failing (500).
 */
export function isBadInputError(error: unknown): boolean {
  const cause = requestErrorOf(error);
  if (!cause) return false;
  return cause.details.codes.includes('BAD_USER_INPUT') || cause.details.messages.some((message) => /^Variable "\$\w+" got invalid value/.test(message));
}
