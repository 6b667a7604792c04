import { describe, expect, it } from 'vitest';
import { isPostcodeRequired, isStateRequired } from './addressFormat';

describe('address format', () => {
  it('needs a state where WooCommerce does: the US, Canada, Italy, Spain; not Germany, France or the UK', () => {
    for (const country of ['US', 'CA', 'IT', 'ES', 'JP', 'AU', 'BR']) expect(isStateRequired(country, true)).toBe(true);
    for (const country of ['DE', 'FR', 'GB', 'AT', 'NL']) expect(isStateRequired(country, true)).toBe(false);
  });

  it('never needs a state the shop cannot list', () => {
    expect(isStateRequired('US', false)).toBe(false);
  });

  it('needs a postcode except where the country has none in common use', () => {
    expect(isPostcodeRequired('DE')).toBe(true);
    expect(isPostcodeRequired('US')).toBe(true);
    expect(isPostcodeRequired('IE')).toBe(false);
    expect(isPostcodeRequired('HK')).toBe(false);
  });
});
