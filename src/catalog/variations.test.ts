import { describe, expect, it } from 'vitest';
import { chosenVariation, isValueAvailable, normalizeAttributeName, selectValue, selectionFromParams, type VariationChoice } from './variations';

const v = (color: string, size: string, available = true): VariationChoice => ({ attributes: { pa_color: color, pa_size: size }, available });
const variations = [v('blue', 's'), v('blue', 'l', false), v('red', 'l'), v('green', '')];
const names = ['pa_color', 'pa_size'];

describe('choosing a variation', () => {
  it('normalises attribute names from products, variations and URLs alike', () => {
    expect(normalizeAttributeName('attribute_pa_color')).toBe('pa_color');
    expect(normalizeAttributeName('Logo Colour')).toBe('logo-colour');
  });

  it('finds the variation of a complete selection, "any" values included', () => {
    expect(chosenVariation(variations, { pa_color: 'red', pa_size: 'l' }, names)).toBe(variations[2]);
    expect(chosenVariation(variations, { pa_color: 'green', pa_size: 'xl' }, names)).toBe(variations[3]);
    expect(chosenVariation(variations, { pa_color: 'red' }, names)).toBeNull();
  });

  it('marks values that cannot be bought with the other choices', () => {
    expect(isValueAvailable(variations, { pa_color: 'blue' }, 'pa_size', 's')).toBe(true);
    expect(isValueAvailable(variations, { pa_color: 'blue' }, 'pa_size', 'l')).toBe(false);
    expect(isValueAvailable(variations, {}, 'pa_size', 'l')).toBe(true);
  });

  it('moves the other choices when a value does not go with them, preferring what is in stock', () => {
    expect(selectValue(variations, { pa_color: 'blue', pa_size: 's' }, 'pa_color', 'red')).toEqual({ pa_color: 'red', pa_size: 'l' });
    expect(selectValue(variations, { pa_color: 'blue', pa_size: 's' }, 'pa_size', 'l')).toEqual({ pa_color: 'blue', pa_size: 'l' });
    expect(selectValue(variations, { pa_color: 'red', pa_size: 'l' }, 'pa_size', 's')).toEqual({ pa_color: 'blue', pa_size: 's' });
  });

  it('reads the selection from WooCommerce’s attribute_ parameters', () => {
    expect(selectionFromParams(new URLSearchParams('attribute_pa_color=red&attribute_other=x'), names)).toEqual({ pa_color: 'red' });
  });
});
