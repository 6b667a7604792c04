import { Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { markIslandLive, recordIslandClicks, replayClick, takeClicksBefore } from './clickReplay';
import { recordIslandSliderKeys, replaySliderKey, takeSliderKeysBefore } from './sliderKeyReplay';
import * as styles from './lazyIsland.css';

/** Every island's loader, so a screen the browser renders itself can wait for its islands' code. */
const loaders = new Set<() => Promise<void>>();

/** Loads the code of every island defined by the modules loaded so far. */
export function preloadIslands(): Promise<void> {
  return Promise.all([...loaders].map((load) => load())).then(() => undefined);
}

/** Keeps the clicks and slider keys an island may have to replay (clickReplay, sliderKeyReplay): call before hydrating. */
export function recordInputForIslands(): void {
  recordIslandClicks(styles.island);
  recordIslandSliderKeys(styles.island);
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
    const goLive = useCallback(() => {
      if (wrapper.current) markIslandLive(wrapper.current);
      setLive(true);
    }, []);
    // Until the part is live it keeps the props it was first rendered with: React drops server HTML
    // that is still waiting for its code when new props reach it, and would show the (empty) fallback.
    const [first] = useState(() => (
      <Suspense fallback={null}>
        <Part onLive={goLive} props={props} />
      </Suspense>
    ));
    // Clicks and a slider's keys on the server's HTML before the code was in went nowhere: they are
    // done again now.
    useEffect(() => {
      const island = live ? wrapper.current : null;
      const missed = island
        ? [
            ...takeClicksBefore(island, loadedAt).map((target) => () => replayClick(target)),
            ...takeSliderKeysBefore(island, loadedAt).map((press) => () => replaySliderKey(press)),
          ]
        : [];
      let timer: ReturnType<typeof setTimeout> | undefined;
      // One at a time and outside React's commit, as the shopper's were.
      const replayFrom = (index: number) => {
        if (index >= missed.length) return;
        timer = setTimeout(() => {
          missed[index]!();
          replayFrom(index + 1);
        });
      };
      replayFrom(0);
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
