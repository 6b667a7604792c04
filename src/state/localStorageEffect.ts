import type { AtomEffect } from 'recoil';

/**
 * Keeps an atom in local storage under `key`: read once when the atom is first used, written on every
 * change. Unreadable or foreign values are ignored, so a corrupted entry never breaks the page.
 */
export function localStorageEffect<T>(key: string, isValid: (value: unknown) => value is T): AtomEffect<T> {
  return ({ setSelf, onSet, trigger }) => {
    if (typeof localStorage === 'undefined') return;
    if (trigger === 'get') {
      try {
        const stored: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
        if (isValid(stored)) setSelf(stored);
      } catch {
        // A value another version wrote: start from the default.
      }
    }
    onSet((value, _previous, isReset) => {
      if (isReset) localStorage.removeItem(key);
      else localStorage.setItem(key, JSON.stringify(value));
    });
  };
}
