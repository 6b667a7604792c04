/**
 * Sign-in failures in the shopper's words (spec §8). WPGraphQL JWT Authentication answers bare WordPress
 * codes; Headless Login and Vitrine's server answer the texts themselves, which pass through.
 */
const MESSAGES_BY_CODE: Record<string, string> = {
  invalid_username: 'No account found with that username. Sign up for a new account.',
  invalid_email: 'No account found with that username. Sign up for a new account.',
  incorrect_password: 'Incorrect password. Please try again.',
};

export function loginErrorMessage(message: string): string {
  return MESSAGES_BY_CODE[message.trim()] ?? message;
}
