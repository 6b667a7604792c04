import { atom, selector } from 'recoil';

/** The slide-in cart panel (spec §2 "Shell"). */
export const cartPanelOpenState = atom<boolean>({ key: 'cartPanelOpen', default: false });

/** The mobile menu that slides in from the left. */
export const mobileMenuOpenState = atom<boolean>({ key: 'mobileMenuOpen', default: false });

/** The search row that small screens toggle from the header. */
export const searchOpenState = atom<boolean>({ key: 'searchOpen', default: false });

/** Whether a panel covers the page, so the page behind it must not scroll. */
export const anyPanelOpenState = selector<boolean>({
  key: 'anyPanelOpen',
  get: ({ get }) => get(cartPanelOpenState) || get(mobileMenuOpenState),
});
