import { describe, expect, it } from 'vitest';
import { parseI18nStrategy } from '../config';

describe('VITE_I18N_STRATEGY', () => {
  it('defaults to prefix_except_default and accepts no_prefix', () => {
    expect(parseI18nStrategy(undefined)).toBe('prefix_except_default');
    expect(parseI18nStrategy('')).toBe('prefix_except_default');
    expect(parseI18nStrategy('no_prefix')).toBe('no_prefix');
  });

  it('stops on anything else, naming the allowed values', () => {
    expect(() => parseI18nStrategy('prefix')).toThrow(
      'VITE_I18N_STRATEGY must be one of prefix_except_default, no_prefix; got "prefix".',
    );
  });
});
