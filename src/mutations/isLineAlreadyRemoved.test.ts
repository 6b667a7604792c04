import { describe, expect, it } from 'vitest';
import { RequestError } from '../relay/request-error';
import { serverError } from '../test/cartFixtures';
import { isLineAlreadyRemoved } from './isLineAlreadyRemoved';

const KEY = 'c4ca4238a0b923820dcc509a6f75849b';
const OTHER_KEY = 'c81e728d9d4c2f636f067f89cc14862c';

describe('isLineAlreadyRemoved', () => {
  it('is the shop’s refusal of a key its cart no longer has (WooGraphQL 1.0.2’s wording)', () => {
    expect(isLineAlreadyRemoved(serverError(`Cart items identified with keys ${KEY} failed to update`), KEY)).toBe(true);
  });

  it('is that refusal whatever other keys it names, and in a shop’s own language', () => {
    expect(isLineAlreadyRemoved(serverError(`Cart items identified with keys ${OTHER_KEY}, ${KEY} failed to update`), KEY)).toBe(true);
    expect(isLineAlreadyRemoved(serverError(`Die Warenkorbartikel mit den Schlüsseln „${KEY}“ konnten nicht aktualisiert werden`), KEY)).toBe(true);
  });

  it('is found in a relay error wrapping the failed call', () => {
    const wrapped = new Error('Relay: the mutation failed', { cause: serverError(`Cart items identified with keys ${KEY} failed to update`) });
    expect(isLineAlreadyRemoved(wrapped, KEY)).toBe(true);
  });

  it('is not a refusal about another line, even one whose key begins with this one', () => {
    expect(isLineAlreadyRemoved(serverError(`Cart items identified with keys ${OTHER_KEY} failed to update`), KEY)).toBe(false);
    expect(isLineAlreadyRemoved(serverError('Cart items identified with keys k10 failed to update'), 'k1')).toBe(false);
  });

  it('is not any other refusal, which the shopper must read', () => {
    expect(isLineAlreadyRemoved(serverError('No item data provided'), KEY)).toBe(false);
    expect(isLineAlreadyRemoved(serverError('The shop is closed for maintenance. Please try again shortly.'), KEY)).toBe(false);
  });

  it('is not a call that failed before the shop answered', () => {
    expect(isLineAlreadyRemoved(new TypeError('Failed to fetch'), KEY)).toBe(false);
    const noMessage = new RequestError({ client: 'vitrine', operationType: 'mutation', operationName: 'useUpdateItemQuantitiesMutation', status: 502, messages: [], codes: [] });
    expect(isLineAlreadyRemoved(noMessage, KEY)).toBe(false);
  });

  it('looks at the message shown (the first), not at later ones', () => {
    const both = new RequestError({
      client: 'vitrine',
      operationType: 'mutation',
      operationName: 'useUpdateItemQuantitiesMutation',
      status: 200,
      messages: ['The shop is closed for maintenance. Please try again shortly.', `Cart items identified with keys ${KEY} failed to update`],
      codes: [],
    });
    expect(isLineAlreadyRemoved(both, KEY)).toBe(false);
  });
});
