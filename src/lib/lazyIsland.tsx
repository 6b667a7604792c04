import { Suspense, useCallback, useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import * as styles from './lazyIsland.css';

/** Every island's loader, so a screen the browser renders itself can wait for its islands' code. */
const loaders = new Set<() => Promise<void>>();

/** Loads the code of every island defined by the modules loaded so far. */
export function preloadIslands(): Promise<void> {
  return Promise.all([...loaders].map((load) => load())).then(() => undefined);
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
  let attempt: Promise<void> | null = null;
  let announce = () => {};
  // Settles only once the code is in: a failed download leaves the server's HTML (the control stays
  // as the server drew it) rather than breaking the page, and the next interaction tries again.
  const ready = new Promise<void>((resolve) => (announce = resolve));
  const preload = () =>
    (attempt ??= load().then(
      (component) => {
        Loaded = component;
        announce();
      },
      () => {
        attempt = null;
      },
    ));
  const isLoaded = () => Loaded !== null;
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
    useClicksBeforeLive(wrapper, live, isLoaded, preload);
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

/**
 * React ignores a click on server HTML whose code has not arrived. Such a click (on a button, tab,
 * checkbox, ...) is done again once the part is live, so a quick shopper's tap is not lost.
 */
function useClicksBeforeLive(wrapper: RefObject<HTMLElement>, live: boolean, isLoaded: () => boolean, preload: () => void) {
  const missed = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (live) return undefined;
    // On the window, in the capture phase: this runs before React's listener on the root stops the event.
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof HTMLElement) || !wrapper.current?.contains(event.target) || isLoaded()) return;
      missed.current = event.target;
      preload();
    };
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, [isLoaded, live, preload, wrapper]);
  useEffect(() => {
    const target = missed.current;
    if (!live || !target) return undefined;
    missed.current = null;
    // Outside React's commit, as a shopper's click would be.
    const timer = setTimeout(() => {
      if (target.isConnected) replayClick(target);
    });
    return () => clearTimeout(timer);
  }, [live]);
}

function replayClick(target: HTMLElement): void {
  // A checkbox or radio the browser toggled already is clicked from the state the server drew, so
  // React sees the change.
  if (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')) target.checked = target.defaultChecked;
  target.click();
}
