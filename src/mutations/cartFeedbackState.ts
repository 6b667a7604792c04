import { atom } from 'recoil';

/** The server's message for the last cart change it refused, shown in the cart until the next change. */
export const cartErrorState = atom<string | null>({ key: 'cartError', default: null });

/** What the shop last confirmed adding to the cart; `id` tells two equal additions apart. */
export interface CartAddition {
  id: number;
  name: string;
  quantity: number;
}

/** The confirmation shown after an addition the server accepted, when the cart does not open itself. */
export const cartAdditionState = atom<CartAddition | null>({ key: 'cartAddition', default: null });
