/**
 * The shopper's first sign of using the page: a touch or press, a key, focus moving, a scroll or a
 * wheel, or a mouse moving over it. Code that only such a shopper needs (Relay's executor for a
 * first tap's optimistic update, react-aria's press handling for the page's buttons) is fetched then,
 * instead of with every page: a page that is only looked at does not download, parse and compile it
 * beside its pictures, and a shopper's first gesture starts the download before their first tap
 * lands (a tap that arrives first is held and carried out once the code is in: clickReplay).
 */
// A click alone counts too: a screen reader's or voice control's press sends no pointer or key event.
const EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'click', 'scroll', 'wheel'] as const;

let watching = false;
let engaged = false;
let waiting: (() => void)[] = [];

function engage(): void {
  if (engaged) return;
  engaged = true;
  for (const type of EVENTS) window.removeEventListener(type, engage, true);
  const callbacks = waiting;
  waiting = [];
  for (const callback of callbacks) callback();
}

/** Starts watching for the shopper's first gesture: call before hydrating, so one made meanwhile counts. */
export function watchPageEngagement(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  for (const type of EVENTS) window.addEventListener(type, engage, { capture: true, passive: true });
}

/**
 * Runs `callback` once the shopper has used the page (at once if they have). Where nothing watches
 * (tests, a server render), it runs at once too: there is no gesture to wait for.
 */
export function whenPageEngaged(callback: () => void): void {
  if (engaged || !watching) callback();
  else waiting.push(callback);
}
