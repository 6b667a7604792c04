/**
 * React ignores a click on server HTML that is still waiting for its code (a lazy island, see
 * lazyIsland). The page's latest click inside an island is kept here, from before React listens,
 * so the island can replay it once it is live instead of losing the shopper's tap.
 */
interface Click {
  /** The island's wrapper element the click landed in. */
  island: Element;
  target: HTMLElement;
  /** Where the target sits in the island, to find its successor if hydration replaced the element. */
  path: number[];
  at: number;
}
let lastClick: Click | null = null;

/** Starts keeping the latest click inside an element of class `islandClass` (call before hydrating). */
export function recordIslandClicks(islandClass: string): void {
  window.addEventListener(
    'click',
    (event) => {
      const target = htmlElementAt(event.target);
      const island = target?.closest(`.${islandClass}`);
      lastClick = target && island ? { island, target, path: pathWithin(island, target), at: performance.now() } : null;
    },
    true,
  );
}

/**
 * The element a click landed on inside `island` before `before` (a `performance.now()` time), or
 * the element that replaced it; null when there is none. A click is handed out once.
 */
export function takeClickBefore(island: Element, before: number): HTMLElement | null {
  const click = lastClick;
  if (!click || click.island !== island || click.at > before) return null;
  lastClick = null;
  // Hydration may have replaced the element (react-aria renders collection items anew).
  const target = click.target.isConnected ? click.target : elementAt(island, click.path);
  return target instanceof HTMLElement && target.tagName === click.target.tagName ? target : null;
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

/** The element's position below `root`: its index among its parent's children, from the top down. */
function pathWithin(root: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node = element; node !== root && node.parentElement; node = node.parentElement) path.unshift([...node.parentElement.children].indexOf(node));
  return path;
}

function elementAt(root: Element, path: readonly number[]): Element | null {
  let node: Element | null = root;
  for (const index of path) node = node?.children[index] ?? null;
  return node;
}
