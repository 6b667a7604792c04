/**
 * React ignores a click on server HTML that is still waiting for its code (a lazy island, see
 * lazyIsland). The page's latest clicks inside one island are kept here, from before React listens,
 * so the island can replay them once it is live instead of losing the shopper's taps: each element
 * once, in the order last clicked (a colour then a size are both kept; a double click is one).
 *
 * A press that begins before its island is live and ends after is carried out whole, as one click,
 * once it ends: React saw only its end, which react-aria does not take for a press, and when
 * hydration replaced the element pressed the browser sends no click at all.
 */
import { elementOrSuccessor, pathWithin } from './domPath';

interface Click {
  /** The island's wrapper element the click landed in. */
  island: Element;
  target: HTMLElement;
  /** Where the target sits in the island, to find its successor if hydration replaced the element. */
  path: number[];
  at: number;
}
let clicks: Click[] = [];
/** Islands whose code is in and that React has adopted. */
const liveIslands = new WeakSet<Element>();
/** A press under way that began on an island not yet live. */
let press: Omit<Click, 'at'> | null = null;
/** Such a press, carried out at its end: the browser's own click for it (if it sends one) is not. */
let carriedOut: { element: HTMLElement; until: number } | null = null;
/** How long after a press ends its click may come (a touch's click follows its pointerup in a later task). */
const CLICK_AFTER_PRESS_MS = 1_000;
/** The island holding a click it will carry out once its code is in: it says so (`data-waiting`). */
let waiting: Element | null = null;

function showWaiting(island: Element | null): void {
  if (waiting === island) return;
  waiting?.removeAttribute('data-waiting');
  waiting = island;
  waiting?.setAttribute('data-waiting', '');
}

/**
 * Tells that `island`'s code could not be fetched: it no longer shows a tap as taken, since nothing
 * will carry it out until the shopper tries again (the tap itself is kept for that).
 */
export function markIslandFailed(island: Element): void {
  if (waiting === island) showWaiting(null);
}

/** Tells that React has adopted `island` (the island's wrapper element). */
export function markIslandLive(island: Element): void {
  liveIslands.add(island);
  if (waiting === island) showWaiting(null);
}

/** Starts keeping the latest click inside an element of class `islandClass` (call before hydrating). */
export function recordIslandClicks(islandClass: string): void {
  window.addEventListener(
    'pointerdown',
    (event) => {
      const target = htmlElementAt(event.target);
      const island = target?.closest(`.${islandClass}`);
      press = target && island && !liveIslands.has(island) ? { island, target, path: pathWithin(island, target) } : null;
      carriedOut = null;
    },
    true,
  );
  window.addEventListener('pointercancel', () => (press = null), true);
  window.addEventListener(
    'pointerup',
    (event) => {
      const began = press;
      press = null;
      if (!began || !liveIslands.has(began.island)) return;
      const pressed = elementOrSuccessor(began.island, began.target, began.path);
      const released = htmlElementAt(event.target);
      // Released elsewhere: no click, as the browser would have it.
      if (!(pressed instanceof HTMLElement) || !released || !pressed.contains(released)) return;
      carriedOut = { element: pressed, until: performance.now() + CLICK_AFTER_PRESS_MS };
      setTimeout(() => pressed.isConnected && pressed.click());
    },
    true,
  );
  window.addEventListener(
    'click',
    (event: MouseEvent) => {
      // The browser's click for a press carried out whole: React must not see it a second time. (A
      // pointer's click counts its presses; a script's, the one carrying the press out, counts none.)
      const target = htmlElementAt(event.target);
      if (carriedOut && event.detail > 0 && performance.now() <= carriedOut.until && target && carriedOut.element.contains(target)) {
        carriedOut = null;
        event.preventDefault();
        event.stopImmediatePropagation();
        return;
      }
      const island = target?.closest(`.${islandClass}`);
      if (!target || !island) {
        clicks = [];
        showWaiting(null);
        return;
      }
      // A tap on an island whose code is on its way (often one fetched only when reached for) would
      // otherwise show nothing until it is carried out.
      showWaiting(liveIslands.has(island) ? null : island);
      const sameRun = clicks.length > 0 && clicks[0]!.island === island;
      clicks = [...(sameRun ? clicks.filter((click) => click.target !== target) : []), { island, target, path: pathWithin(island, target), at: performance.now() }];
    },
    true,
  );
}

/**
 * The elements clicks landed on inside `island` before `before` (a `performance.now()` time), in
 * order, or the elements that replaced them. Clicks are handed out once.
 */
export function takeClicksBefore(island: Element, before: number): HTMLElement[] {
  if (clicks.length === 0 || clicks[0]!.island !== island) return [];
  const taken = clicks.filter((click) => click.at <= before);
  clicks = [];
  return taken.flatMap((click) => {
    // Hydration may have replaced the element (react-aria renders collection items anew).
    const target = elementOrSuccessor(island, click.target, click.path);
    return target instanceof HTMLElement && target.tagName === click.target.tagName ? [target] : [];
  });
}

/** Clicks `target` again, as the shopper did. */
export function replayClick(target: HTMLElement): void {
  if (!target.isConnected) return;
  // A checkbox or radio the browser toggled already is clicked from the state the server drew, so
  // React sees the change.
  if (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')) target.checked = target.defaultChecked;
  target.click();
}

/** The HTML element clicked: an icon's SVG element stands for the button around it. */
function htmlElementAt(target: EventTarget | null): HTMLElement | null {
  let node = target instanceof Element ? target : null;
  while (node && !(node instanceof HTMLElement)) node = node.parentElement;
  return node;
}
