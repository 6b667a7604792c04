import type { MessageFormatElement } from 'react-intl';

/** Compiled messages (`npm run i18n:compile`, AST format: nothing to parse at run time). */
export type Messages = Record<string, MessageFormatElement[]>;
/** Messages as the build ships them: a message that is text only is its text (see `compactMessages`). */
export type ShippedMessages = Record<string, MessageFormatElement[] | string>;

/** formatjs's element type for literal text (TYPE.literal in @formatjs/icu-messageformat-parser). */
const LITERAL = 0;

/**
 * Ships each message that is text only (most of the shop's) as its text rather than its one-element
 * AST (`[{type:0,value:"Add to cart"}]`): a locale's file, which every page loads before it renders,
 * is a quarter smaller. `expandMessages` turns them back into what react-intl takes.
 */
export function compactMessages(messages: Messages): ShippedMessages {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      const only = message.length === 1 ? message[0] : undefined;
      return [id, only?.type === LITERAL ? only.value : message];
    }),
  );
}

/** The messages react-intl takes, from the shipped ones (compacted or not). */
export function expandMessages(shipped: ShippedMessages): Messages {
  return Object.fromEntries(
    Object.entries(shipped).map(([id, message]) => [id, typeof message === 'string' ? [{ type: LITERAL, value: message } as MessageFormatElement] : message]),
  );
}
