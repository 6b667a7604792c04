/** Account rules shared by registration, checkout account creation, profile updates and resets. */

export const PASSWORD_MIN_LENGTH = 8;
/** argon2 hashes whatever it gets; a cap keeps one request from burning seconds of CPU. */
export const PASSWORD_MAX_LENGTH = 256;

const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;
const USERNAME_PATTERN = /^[\p{L}\p{N}._@+-]{3,60}$/u;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL_PATTERN.test(email.trim());
}

export function isValidUsername(username: string): boolean {
  return USERNAME_PATTERN.test(username);
}

/** The reason a password is refused, or null when it is strong enough. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH || !/\p{L}/u.test(password) || !/\p{N}/u.test(password)) {
    return `Please choose a stronger password: at least ${PASSWORD_MIN_LENGTH} characters with letters and numbers.`;
  }
  return null;
}

/** WooCommerce makes usernames from the e-mail's local part when none is given. */
export function usernameFromEmail(email: string): string {
  const local = normalizeEmail(email).split('@')[0] ?? '';
  const cleaned = local.replace(/[^\p{L}\p{N}._-]/gu, '').slice(0, 50);
  return cleaned.length >= 3 ? cleaned : `customer${cleaned}`;
}
