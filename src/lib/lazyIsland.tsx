import { Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { markIslandFailed, markIslandLive, recordIslandClicks, replayClick, takeClicksBefore } from './clickReplay';
import { adoptEarlyTap } from './earlyTap';
import { useHydrated } from './hydration';
import { whenPageEngaged } from './pageEngagement';
import { sameRendering } from './sameRendering';
import { recordIslandSliderKeys, replaySliderKey, takeSliderKeysBefore } from './sliderKeyReplay';
import { useClientLayoutEffect } from './useClientLayoutEffect';
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
  watchLandings(styles.island);
  // Taps made before the app's code ran: those on an island's buttons are handed to the above.
  adoptEarlyTap(styles.island);
}

export interface LazyIslandOptions<P> {
  /**
   * When hydration leaves the island's code for later (by default it fetches it at once).
   *
   * `'shown'`: the page often hides this island or shows it further down (a phone's closed filter
   * panel, the header's search box on a small screen, a product's tabs below the fold): hydration then
   * leaves its code for when the island is on screen, instead of fetching it over the shopper's link beside
   * the pictures they are looking at. Its server HTML is there all along, and a tap made before the
   * code is in is carried out once it is. Focus or a click that reaches it off screen (a script's
   * `focus({ preventScroll })` or `click()`) fetches the code too, as any event landing in a waiting
   * island does (see LANDING_EVENTS).
   *
   * `'used'`: the island is on screen but most visits never use it (the list's sort control, whose
   * listbox, popover and overlays are the largest code of a list page): its code comes when the
   * shopper reaches for it, a pointer over it, a touch or focus, instead of with every page. A tap made before the
   * code is in is carried out once it is, as for any island.
   *
   * `'engaged'`: the island only matters once the shopper does something (a button): its code comes
   * with their first gesture anywhere on the page, a touch, key, scroll or mouse move (pageEngagement),
   * so that a page that is only looked at never downloads it. A tap made before the code is in is
   * carried out once it is.
   */
  when?: 'shown' | 'used' | 'engaged';
  /**
   * Brings the server's HTML, still waiting for the island's code, from what props `shown` draw to
   * what `next` draw, where the change is one the DOM can take without the component (a button the
   * running page enables); returns false for any other change, which then fetches the code at once.
   * The island later hydrates with `next`, so React finds the HTML it would draw.
   */
  patch?: (wrapper: HTMLElement, shown: P, next: P) => boolean;
}

/**
 * Events that land in an island and need its code now, whatever its `when` (a tap, a key, focus moved
 * by the keyboard or a script, a screen reader's click): React hydrates first the waiting island such
 * an event lands in, and its code is what lets it. A pointer over the island counts for `'used'`.
 */
const LANDING_EVENTS = ['pointerdown', 'click', 'keydown', 'focusin', 'pointerover'] as const;

/** The islands on the page still waiting for their code, with what an event landing in one asks for. */
const waitingIslands = new WeakMap<Element, (event: Event) => void>();
/** Islands an event landed in before they were listed above (while the page hydrated). */
const landedEarly = new WeakSet<Element>();

/**
 * Tells each waiting island (an element of class `islandClass`) of the events that land in it. Watched
 * on the window, before React's own listeners: React stops an event that lands in server HTML it has
 * not adopted yet from going further, and hydrates that island first.
 */
function watchLandings(islandClass: string): void {
  const landed = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    for (let island = target?.closest(`.${islandClass}`); island; island = island.parentElement?.closest(`.${islandClass}`)) {
      const ask = waitingIslands.get(island);
      if (ask) ask(event);
      else if (event.type !== 'pointerover') landedEarly.add(island);
    }
  };
  for (const type of LANDING_EVENTS) window.addEventListener(type, landed, { capture: true, passive: true });
}

/**
 * Calls `onShown` once part of the island is on screen: at once, or when the shopper scrolls to it or
 * a box it is in stops being hidden (a hidden element never intersects the viewport).
 */
function whenOnScreen(wrapper: HTMLElement, onShown: () => void): () => void {
  // The wrapper itself has no box: its children are what the shopper sees.
  if (typeof IntersectionObserver === 'undefined' || wrapper.children.length === 0) {
    onShown();
    return () => {};
  }
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    onShown();
  });
  for (const child of wrapper.children) observer.observe(child);
  return () => observer.disconnect();
}

/**
 * A part of a server-rendered screen that the rest of the screen does not need in order to hydrate
 * (react-aria's Select, Tabs, NumberField, ...): its code is a chunk of its own. The server renders
 * it complete. In the browser, hydration starts its download (or, `when: 'shown'`, the island's
 * coming on screen does; `when: 'used'`, the shopper's reaching for it; `when: 'engaged'`, their first
 * gesture on the page) and leaves the server's HTML in place until it is in, then hydrates it; a
 * screen the browser renders later gets the code with the screen's (see `preloadIslands`).
 */
export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>, { when, patch }: LazyIslandOptions<P> = {}): ComponentType<P> {
  let Loaded: ComponentType<P> | null = null;
  let loadedAt = Infinity;
  let attempt: Promise<void> | null = null;
  let announce = () => {};
  // Settles only once the code is in: a failed download leaves the server's HTML in place rather than
  // breaking the page, and the next screen's preload tries again.
  const ready = new Promise<void>((resolve) => (announce = resolve));
  /** The wrappers of this island on the page, told when a download fails. */
  const wrappers = new Set<HTMLElement>();
  const preload = () =>
    (attempt ??= load().then(
      (component) => {
        Loaded = component;
        loadedAt = performance.now();
        announce();
      },
      () => {
        attempt = null;
        wrappers.forEach(markIslandFailed);
      },
    ));
  loaders.add(preload);

  /** `deferred`: whether React's tries at hydrating the island leave its code for later (`when`). */
  function Part({ onLive, drawn, deferred }: { onLive: () => void; drawn: { props: P }; deferred: boolean }) {
    useEffect(onLive, [onLive]);
    if (!Loaded) {
      // Hydrating an island with a `when` leaves the code for what the island waits for, however
      // often React tries (it throws a try away and starts again when an update comes meanwhile).
      // What else needs the code now asks for it itself: an event landing in the island, new props,
      // a navigation (which preloads every island). A screen rendered in the browser needs it now.
      if (!deferred) void preload();
      throw ready;
    }
    return <Loaded {...drawn.props} />;
  }

  function Island(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    const [live, setLive] = useState(false);
    const goLive = useCallback(() => {
      if (wrapper.current) markIslandLive(wrapper.current);
      setLive(true);
    }, []);
    // Whether the browser is adopting this island's server HTML (a screen's islands are adopted after
    // the shell's); the server renders every island whole.
    const adopting = !useHydrated() && typeof document !== 'undefined';
    const [deferred] = useState(() => when !== undefined && adopting);
    // What the server's HTML draws: the props the island was first rendered with, or those `patch`
    // brought it to. Until the part is live it hydrates with these: React drops server HTML that is
    // still waiting for its code when new props reach it, and would show the (empty) fallback.
    const [drawn] = useState(() => ({ props }));
    const [first] = useState(() => (
      <Suspense fallback={null}>
        <Part onLive={goLive} drawn={drawn} deferred={deferred} />
      </Suspense>
    ));
    // New props that would draw something else (a cart count, a button the running page enables)
    // leave the server's HTML out of date: unless `patch` can bring it up to date, the code is needed
    // now, whatever `when` says. Before paint, so the shopper never sees the stale HTML.
    useClientLayoutEffect(() => {
      if (live || sameRendering(drawn.props, props)) return;
      if (!Loaded && patch && wrapper.current && patch(wrapper.current, drawn.props, props)) drawn.props = props;
      else void preload();
    });
    useEffect(() => {
      const element = wrapper.current;
      if (!element) return;
      wrappers.add(element);
      return () => void wrappers.delete(element);
    }, []);
    useEffect(() => {
      const element = wrapper.current;
      if (Loaded || !element || !deferred) return;
      const load = () => void preload();
      // A tap or focus that landed before this effect ran (while the page hydrated) asks too.
      if (landedEarly.has(element) || element.contains(document.activeElement)) load();
      waitingIslands.set(element, (event) => {
        if (event.type !== 'pointerover' || when === 'used') load();
      });
      const stops: (() => void)[] = [() => waitingIslands.delete(element)];
      // An update that reaches the island before its code (not a navigation's, which waits for it)
      // makes React drop the server's HTML for the empty fallback: the code is needed at once then.
      if (typeof MutationObserver !== 'undefined') {
        const dropped = new MutationObserver(() => element.children.length === 0 && load());
        dropped.observe(element, { childList: true });
        stops.push(() => dropped.disconnect());
      }
      if (when === 'shown') stops.push(whenOnScreen(element, load));
      if (when === 'engaged') whenPageEngaged(load);
      return () => stops.forEach((stop) => stop());
    }, [deferred]);
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
      // Before React adopts it, the page's own code marks the wrapper (a tap waiting for the island's
      // code, `data-waiting`): an attribute React did not render, which it must not warn about.
      <div ref={wrapper} className={styles.island} suppressHydrationWarning>
        {live ? (
          <Suspense fallback={null}>
            <Part onLive={goLive} drawn={{ props }} deferred={false} />
          </Suspense>
        ) : (
          first
        )}
      </div>
    );
  }
  return Island;
}
