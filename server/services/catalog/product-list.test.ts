import { describe, expect, it } from 'vitest';
import { readingInOrderIsCheaper } from './product-list';

/** The choice between walking a list's sort index and reading its matches by index, at 100k products. */
describe('readingInOrderIsCheaper', () => {
  const catalogue = { rowsToRead: 25, listed: 94_092 };

  it('walks for a big category within a price range, though the products below the range come first', () => {
    // Clothing, €20–150, in stock, blue or black, by price: 5,751 matches; 5,776 products cost less than €20.
    expect(readingInOrderIsCheaper({ ...catalogue, matches: 5_751, skipped: 5_776, indexOnly: true })).toBe(true);
    // The same counts tested on rows would cost more than reading the matches.
    expect(readingInOrderIsCheaper({ ...catalogue, matches: 5_751, skipped: 5_776, indexOnly: false })).toBe(false);
  });

  it('reads by index when the matches start far along the order', () => {
    expect(readingInOrderIsCheaper({ ...catalogue, matches: 3_000, skipped: 90_000, indexOnly: true })).toBe(false);
  });

  it('walks for a common search word and reads a rare one by index', () => {
    expect(readingInOrderIsCheaper({ ...catalogue, matches: 3_439, skipped: 0, indexOnly: false })).toBe(true);
    expect(readingInOrderIsCheaper({ ...catalogue, matches: 40, skipped: 0, indexOnly: false })).toBe(false);
  });

  it('never walks for a list without matches', () => {
    expect(readingInOrderIsCheaper({ ...catalogue, matches: 0, skipped: 0, indexOnly: true })).toBe(false);
  });
});
