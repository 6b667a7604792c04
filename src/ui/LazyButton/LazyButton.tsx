import { lazyIsland } from '../../lib/lazyIsland';

/**
 * react-aria's Button for the page's frame (the header): every page shows it, but the rest of a page
 * does not need react-aria's press and focus handling to hydrate, so it hydrates when that is in
 * (see lazyIsland).
 */
export const LazyButton = lazyIsland(() => import('./AriaButton').then((module) => module.AriaButton));
