import { atom } from 'recoil';

/** The server's message for the last cart change it refused, shown in the cart until the next change. */
export const cartErrorState = atom<string | null>({ key: 'cartError', default: null });
