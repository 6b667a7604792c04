import { requestErrorOf } from './request-error';

/**
 * Whether a call failed because the thing asked for does not exist. WooGraphQL answers an unknown
 * slug with an error ("No product ID was found corresponding to the slug: …") rather than null.
 */
export function isNotFoundError(error: unknown): boolean {
  const cause = requestErrorOf(error);
  if (!cause) return false;
  return cause.details.codes.includes('NOT_FOUND') || cause.details.messages.some((message) => /\bnot (?:be )?found\b|No \w+ ID was found/i.test(message));
}
