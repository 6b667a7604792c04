import { requestErrorOf } from '../relay/request-error';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Whether the shop refused to remove the cart line `key` because it no longer has that line: the
 * shopper removed it in another tab, or a click before this one did. WooGraphQL (and this shop's
 * server) then answer "Cart items identified with keys <key> failed to update": WooCommerce finds no
 * line to remove. The refusal is told by the message naming the line's key, not by its wording, which
 * a shop's language pack may translate; any other refusal, or a call that failed before the shop
 * answered, is not this.
 */
export function isLineAlreadyRemoved(error: unknown, key: string): boolean {
  const message = requestErrorOf(error)?.details.messages[0];
  if (!message || !key) return false;
  // The key as a word of its own, so that one key is not taken for another that begins with it.
  return new RegExp(`(^|[^\\w-])${escapeRegExp(key)}($|[^\\w-])`).test(message);
}
