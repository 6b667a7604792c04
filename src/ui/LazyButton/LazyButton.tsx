import { lazyIsland } from '../../lib/lazyIsland';

/**
 * react-aria's Button on a server-rendered page (header, list, product page): the rest of the page
 * does not need react-aria's press and focus handling to hydrate, so the button hydrates when that
 * is in (see lazyIsland).
 */
export const LazyButton = lazyIsland(() => import('./ariaButtons').then((module) => module.Button));
