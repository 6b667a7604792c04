import { atom } from 'recoil';

/** Whether the wishlist shown is also kept on the server (signed in, with Vitrine's extension). */
export const wishlistOnServerState = atom<boolean>({ key: 'wishlistOnServer', default: false });
