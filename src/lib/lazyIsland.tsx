import { Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import * as styles from './lazyIsland.css';

/** Every island's loader, so a screen the browser renders itself can wait for its islands' code. */
const loaders = new Set<() => Promise<void>>();

/** Loads the code of every island defined by the modules loaded so far. */
export function preloadIslands(): Promise<void> {
  return Promise.all([...loaders].map((load) => load())).then(() => undefined);
}

interface Click {
  target: HTMLElement;
  /** Where the target was in the page, to find its successor if hydration replaced the element. */
  path: number[];
  at: number;
}
let lastClick: Click | null = null;

/**
 * Remembers the page's latest click, from before React listens: React ignores a click on server HTML
 * whose code has not arrived, so an island replays such a click once it is live (see lazyIsland).
 */
export function recordClicksForIslands(): void {
  window.addEventListener(
    'click',
    (event) => {
      const target = htmlElementAt(event.target);
      if (target) lastClick = { target, path: pathOf(target), at: performance.now() };
    },
    true,
  );
}

/**
 * A part of a server-rendered screen that the rest of the screen does not need in order to hydrate
 * (react-aria's Select, Tabs, NumberField, ...): its code is a chunk of its own. The server renders
 * it complete. In the browser, hydration starts its download and leaves the server's HTML in place
 * until it is in, then hydrates it; a screen the browser renders later gets the code with the
 * screen's (see `preloadIslands`).
 */
export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let Loaded: ComponentType<P> | null = null;
  let loadedAt = Infinity;
  let attempt: Promise<void> | null = null;
  let announce = () => {};
  // Settles only once the code is in: a failed download leaves the server's HTML in place rather than
  // breaking the page, and the next screen's preload tries again.
  const ready = new Promise<void>((resolve) => (announce = resolve));
  const preload = () =>
    (attempt ??= load().then(
      (component) => {
        Loaded = component;
        loadedAt = performance.now();
        announce();
      },
      () => {
        attempt = null;
      },
    ));
  loaders.add(preload);

  function Part({ onLive, props }: { onLive: () => void; props: P }) {
    useEffect(onLive, [onLive]);
    if (!Loaded) {
      void preload();
      throw ready;
    }
    return <Loaded {...props} />;
  }

  function Island(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    const [live, setLive] = useState(false);
    const goLive = useCallback(() => setLive(true), []);
    // Until the part is live it keeps the props it was first rendered with: React drops server HTML
    // that is still waiting for its code when new props reach it, and would show the (empty) fallback.
    const [first] = useState(() => (
      <Suspense fallback={null}>
        <Part onLive={goLive} props={props} />
      </Suspense>
    ));
    useEffect(() => {
      const click = lastClick;
      if (!live || !click || click.at > loadedAt) return undefined;
      // Hydration may have replaced the element (react-aria renders collection items anew).
      const target = click.target.isConnected ? click.target : elementAt(click.path);
      if (!(target instanceof HTMLElement) || target.tagName !== click.target.tagName || !wrapper.current?.contains(target)) return undefined;
      lastClick = null;
      // Outside React's commit, as the shopper's click was.
      const timer = setTimeout(() => replayClick(target));
      return () => clearTimeout(timer);
    }, [live]);
    return (
      <div ref={wrapper} className={styles.island}>
        {live ? (
          <Suspense fallback={null}>
            <Part onLive={goLive} props={props} />
          </Suspense>
        ) : (
          first
        )}
      </div>
    );
  }
  return Island;
}

function replayClick(target: HTMLElement): void {
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

/** The element's position in the page: its index among its parent's children, from the root down. */
function pathOf(element: Element): number[] {
  const path: number[] = [];
  for (let node = element; node.parentElement; node = node.parentElement) path.unshift([...node.parentElement.children].indexOf(node));
  return path;
}

function elementAt(path: readonly number[]): Element | null {
  let node: Element | null = document.documentElement;
  for (const index of path) node = node?.children[index] ?? null;
  return node;
}
