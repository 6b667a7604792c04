import { useEffect, useRef } from 'react';
import { useNavigation, useShownState } from './NavigationRouter';
import { useClientLayoutEffect } from '../lib/useClientLayoutEffect';

const STORAGE_KEY = 'vitrine-scroll-positions';

function storedPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return stored !== null && typeof stored === 'object' ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * The page's scroll position follows the history: Back and Forward return to where the shopper was on
 * that entry (also after a reload of the tab), a new page starts at its top or at its `#anchor`, and a
 * navigation that asked to keep the position (a tab or a variation chosen) keeps it. The first page
 * is left where the browser put it: a shopper who scrolled before the page hydrated stays there.
 */
export function ScrollRestoration() {
  const navigation = useNavigation();
  const { location, action, preventScrollReset } = useShownState();
  const positions = useRef<Record<string, number> | null>(null);
  // The entry the page was last scrolled for: the first page's, which the browser has placed.
  const scrolledFor = useRef(location.key);

  useEffect(() => {
    positions.current ??= storedPositions();
    const saved = positions.current;
    window.history.scrollRestoration = 'manual';
    const stopSaving = navigation.beforeCommit((leaving) => (saved[leaving.key] = window.scrollY));
    const persist = () => {
      saved[navigation.state?.location.key ?? 'default'] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
      } catch {
        // Storage full or refused: positions are then kept for this page's life only.
      }
    };
    window.addEventListener('pagehide', persist);
    return () => {
      stopSaving();
      window.removeEventListener('pagehide', persist);
      window.history.scrollRestoration = 'auto';
    };
  }, [navigation]);

  useClientLayoutEffect(() => {
    if (location.key === scrolledFor.current) return;
    scrolledFor.current = location.key;
    positions.current ??= storedPositions();
    const saved = action === 'POP' ? positions.current[location.key] : undefined;
    // Statements, not returned values: browsers now answer a scroll with a promise, which React would
    // take for this effect's cleanup and call on the next navigation.
    const target = saved === undefined && location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (target) target.scrollIntoView();
    else if (!preventScrollReset) window.scrollTo(0, 0);
  }, [location, action, preventScrollReset]);

  return null;
}
