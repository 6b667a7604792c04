import { lazyIsland } from '../../lib/lazyIsland';

/** react-aria's ToggleButton on a server-rendered page, hydrated like LazyButton. */
export const LazyToggleButton = lazyIsland(() => import('./ariaButtons').then((module) => module.ToggleButton), { when: 'engaged' });
