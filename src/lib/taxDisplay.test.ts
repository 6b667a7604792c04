import { describe, expect, it } from 'vitest';
import { displayAmount } from './taxDisplay';

describe('displayAmount', () => {
  it('adds the tax in whole cents when prices display including tax', () => {
    expect(displayAmount('45', '8.55', true)).toBe('53.55');
    // 0.1 + 0.2 in floating point is 0.30000000000000004
    expect(displayAmount('0.1', '0.2', true)).toBe('0.3');
  });

  it('shows the amount alone when prices display excluding tax, and nothing without an amount', () => {
    expect(displayAmount('45', '8.55', false)).toBe('45');
    expect(displayAmount(null, '8.55', true)).toBeNull();
  });
});
