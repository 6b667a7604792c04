import { elementOrSuccessor, pathWithin } from './domPath';

/**
 * A slider's keys pressed on server HTML still waiting for its code reach no React handler (react-aria
 * moves a thumb on keydown), and hydration puts the server's value back in the browser's own range
 * input. Those key presses are kept here, from before React listens, so the island can press them
 * again once it is live. Only a slider's keys: the keys that act on a button, radio or checkbox make a
 * click, which clickReplay already keeps.
 */
const SLIDER_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End']);

interface Press {
  island: Element;
  input: HTMLInputElement;
  /** Where the input sits in the island, to find its successor if hydration replaced the element. */
  path: number[];
  key: string;
  shiftKey: boolean;
  at: number;
}
let presses: Press[] = [];
/** More than a shopper presses before an island's code is in; presses on live islands are dropped past it. */
const KEPT_PRESSES = 20;

/** Starts keeping slider key presses inside elements of class `islandClass` (call before hydrating). */
export function recordIslandSliderKeys(islandClass: string): void {
  window.addEventListener(
    'keydown',
    (event) => {
      const input = event.target;
      if (!SLIDER_KEYS.has(event.key) || !(input instanceof HTMLInputElement) || input.type !== 'range') return;
      const island = input.closest(`.${islandClass}`);
      if (!island) return;
      presses = [...presses, { island, input, path: pathWithin(island, input), key: event.key, shiftKey: event.shiftKey, at: performance.now() }].slice(-KEPT_PRESSES);
    },
    true,
  );
}

/** The slider key presses made inside `island` before `before` (a `performance.now()` time), each handed out once. */
export function takeSliderKeysBefore(island: Element, before: number): Press[] {
  const taken = presses.filter((press) => press.island === island && press.at <= before);
  presses = presses.filter((press) => press.island !== island);
  return taken;
}

/** Presses the key again on the input, or on the one that replaced it, as the shopper did. */
export function replaySliderKey(press: Press): void {
  const found = elementOrSuccessor(press.island, press.input, press.path);
  if (!(found instanceof HTMLInputElement) || found.type !== 'range') return;
  for (const type of ['keydown', 'keyup']) found.dispatchEvent(new KeyboardEvent(type, { key: press.key, shiftKey: press.shiftKey, bubbles: true, cancelable: true }));
}
