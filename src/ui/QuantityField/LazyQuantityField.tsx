import { lazyIsland } from '../../lib/lazyIsland';

/**
 * The quantity field on a product page: its NumberField code (number parsing, spin buttons) is not
 * needed to hydrate the rest of the page, so it hydrates when it is in (see lazyIsland).
 */
export const LazyQuantityField = lazyIsland(() => import('./QuantityField').then((module) => module.QuantityField));
