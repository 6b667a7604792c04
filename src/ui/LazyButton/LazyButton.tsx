import { lazyIsland } from '../../lib/lazyIsland';

/**
 * react-aria's Button on a server-rendered page (header, list, product page): the rest of the page
 * does not need react-aria's press and focus handling to hydrate, and a page that is only looked at
 * needs none of it, so the button hydrates once the shopper's first gesture has brought that code
 * (see lazyIsland's `when: 'engaged'`). A tap that comes first is carried out when it is in.
 */
export const LazyButton = lazyIsland(() => import('./ariaButtons').then((module) => module.Button), { when: 'engaged' });
