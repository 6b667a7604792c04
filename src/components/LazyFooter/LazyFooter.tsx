import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const Footer = lazy(() => import('../Footer/Footer').then((module) => ({ default: module.Footer })));

/** Start loading a little before the footer scrolls into view, so it is there when it arrives. */
const ROOT_MARGIN = '200px';

/** The footer, downloaded only once the shopper scrolls near it (spec §2). */
export function LazyFooter() {
  const sentinel = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || visible) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  return visible ? (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  ) : (
    <div ref={sentinel} style={{ minHeight: 1 }} />
  );
}
