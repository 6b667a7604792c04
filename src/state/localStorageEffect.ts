import type { AtomEffect } from 'recoil';
import { afterHydration } from '../lib/hydration';

/**
 * Keeps an atom in local storage under `key`: read once when the atom is first used, written on every
 * change (after hydration, on a server-rendered page). Unreadable or foreign values are ignored, so a corrupted entry never breaks the page.
 */
export function localStorageEffect<T>(key: string, isValid: (value: unknown) => value is T): AtomEffect<T> {
  return ({ setSelf, onSet, trigger }) => {
    if (typeof localStorage === 'undefined') return;
    const restore = () => {
      try {
        const stored: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
        if (isValid(stored)) setSelf(stored);
      } catch {
        // A value another version wrote: start from the default.
      }
    };
    // While server HTML hydrates, the first render shows the default, as the server did.
    if (trigger === 'get') afterHydration(restore);
    onSet((value, _previous, isReset) => {
      if (isReset) localStorage.removeItem(key);
      else localStorage.setItem(key, JSON.stringify(value));
    });
  };
}
