import { lazyIsland } from '../../lib/lazyIsland';

/**
 * A quantity field on a server-rendered page (a grouped product's children): its NumberField code
 * (number parsing, spin buttons) comes with the shopper's first gesture, a key typed in it included,
 * so a page that is only looked at never fetches it. What they typed before it is in is kept (see
 * QuantityField); a form holds its submit button until the field has reported the quantity.
 */
export const LazyQuantityField = lazyIsland(() => import('./QuantityField').then((module) => module.QuantityField), { when: 'engaged' });
