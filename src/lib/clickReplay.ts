/**
 * React ignores a click on server HTML that is still waiting for its code (a lazy island, see
 * lazyIsland). The page's latest clicks inside one island are kept here, from before React listens,
 * so the island can replay them once it is live instead of losing the shopper's taps: each element
 * once, in the order last clicked (a colour then a size are both kept; a double click is one).
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

/** Starts keeping the latest click inside an element of class `islandClass` (call before hydrating). */
export function recordIslandClicks(islandClass: string): void {
  window.addEventListener(
    'click',
    (event) => {
      const target = htmlElementAt(event.target);
      const island = target?.closest(`.${islandClass}`);
      if (!target || !island) {
        clicks = [];
        return;
      }
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
