import { atom } from 'recoil';

/** Set while the route error page is shown, so the loading bar can finish in its error state. */
export const navigationFailedState = atom<boolean>({ key: 'navigationFailed', default: false });
