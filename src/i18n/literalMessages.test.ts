import { describe, expect, it } from 'vitest';
import english from './compiled/en_US.json';
import { compactMessages, expandMessages, type Messages } from './literalMessages';

describe('shipped messages', () => {
  it('ship a text-only message as its text and keep the others as compiled', () => {
    const compiled = {
      'product.addToCart': [{ type: 0, value: 'Add to cart' }],
      'account.welcome': [
        { type: 0, value: 'Welcome, ' },
        { type: 1, value: 'name' },
      ],
      'cart.count': [{ type: 1, value: 'count' }],
    } as Messages;
    expect(compactMessages(compiled)).toEqual({
      'product.addToCart': 'Add to cart',
      'account.welcome': compiled['account.welcome'],
      'cart.count': compiled['cart.count'],
    });
  });

  it('come back as what react-intl takes, for every message of a locale', () => {
    const messages = english as Messages;
    const shipped = compactMessages(messages);
    expect(JSON.stringify(shipped).length).toBeLessThan(JSON.stringify(messages).length * 0.85);
    expect(expandMessages(shipped)).toEqual(messages);
  });
});
