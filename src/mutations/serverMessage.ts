import { errorMessage } from '../relay/request-error';

/**
 * The message to show for a failed call (spec §8: the first GraphQL message). WooCommerce notices
 * keep HTML entities and sometimes links ("&quot;Hoodie&quot;", `<a href=...>`): they are shown as
 * plain text, never as HTML.
 */
export function serverMessage(error: unknown): string {
  const message = errorMessage(error);
  if (typeof DOMParser === 'undefined' || !/[&<]/.test(message)) return message;
  const text = new DOMParser().parseFromString(message, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim() || message;
}
