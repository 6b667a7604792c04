import { describe, expect, it } from 'vitest';
import { addressProblems } from './validation';

const ADDRESS = { firstName: 'Ann', lastName: 'Lee', address1: '1 Main St', city: 'Springfield', country: 'US', email: 'ann@example.com' };
const ALLOWED = ['US', 'IE', 'DE', 'JP'];

describe('address validation follows the country’s address format', () => {
  it('needs a state in the United States', () => {
    expect(addressProblems('Billing', { ...ADDRESS, postcode: '97201' }, ALLOWED)).toEqual(['Billing State / County is a required field.']);
    expect(addressProblems('Billing', { ...ADDRESS, postcode: '97201', state: 'OR' }, ALLOWED)).toEqual([]);
  });

  it('needs no state in Germany, and a postcode there', () => {
    expect(addressProblems('Billing', { ...ADDRESS, country: 'DE', postcode: '10115' }, ALLOWED)).toEqual([]);
    expect(addressProblems('Billing', { ...ADDRESS, country: 'DE' }, ALLOWED)).toEqual(['Billing Postcode / ZIP is a required field.']);
  });

  it('needs no postcode in Ireland (the Eircode is optional)', () => {
    expect(addressProblems('Shipping', { ...ADDRESS, country: 'IE', state: 'L' }, ALLOWED)).toEqual([]);
  });
});
