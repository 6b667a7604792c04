import { isValidElement } from 'react';

/** Deep enough for a component's props, their children's props and a style object. */
const MAX_DEPTH = 6;

/**
 * Whether two sets of props would render the same HTML, as far as can be told without the component:
 * equal values, arrays, plain objects and elements (same type, key and props), with functions taken as
 * equal, since an event handler recreated on each render draws nothing. A lazy island uses it to see
 * that the HTML the server drew is out of date (a cart count, a button enabled once the page runs)
 * and that its code is needed now.
 */
export function sameRendering(a: unknown, b: unknown, depth = 0): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a === 'function' && typeof b === 'function') return true;
  if (depth >= MAX_DEPTH || typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => sameRendering(item, b[index], depth + 1));
  }
  if (isValidElement(a) || isValidElement(b)) {
    return isValidElement(a) && isValidElement(b) && a.type === b.type && a.key === b.key && sameRendering(a.props, b.props, depth + 1);
  }
  if (Object.getPrototypeOf(a) !== Object.prototype || Object.getPrototypeOf(b) !== Object.prototype) return false;
  const keysOfA = Object.keys(a);
  const keysOfB = Object.keys(b);
  return (
    keysOfA.length === keysOfB.length &&
    keysOfA.every((key) => Object.hasOwn(b, key) && sameRendering((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], depth + 1))
  );
}
