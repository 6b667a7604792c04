import { Suspense, useMemo, useState } from 'react';
import { useHydrated } from '../../lib/hydration';
import { sanitizerOrSuspend } from '../../lib/sanitizerLoader';
import * as styles from './RichText.css';

interface RichTextProps {
  html: string;
  className?: string;
}

/**
 * What React is told an adopted element holds. It never compares an element's inner HTML with the
 * page, and sets it only when this value changes, so the server's stays as it was.
 */
const SERVER_MARKUP = { __html: '' };

function Sanitized({ html, className }: { html: string; className: string }) {
  const sanitize = sanitizerOrSuspend();
  const safe = useMemo(() => sanitize(html), [sanitize, html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}

/**
 * Backend HTML (descriptions, reviews), passed through the allow-list sanitiser before it renders.
 * A page the server rendered keeps the server's sanitised HTML of the text it came with, so the
 * browser needs the sanitiser (DOMPurify) only for text it renders itself; screens that show backend
 * HTML fetch it with their data (`sanitizerForScreen`).
 *
 * Server HTML is adopted without a Suspense boundary of its own (the server has its sanitiser from
 * the start, so there is nothing to wait for). A boundary there would hydrate after its parent, and
 * any update reaching it meanwhile (react-aria's tabs render their panels again once they hydrate)
 * would make React drop the text and render it afresh (error 421), fetching the sanitiser to do so.
 */
export function RichText({ html, className }: RichTextProps) {
  const classes = `${styles.richText} ${className ?? ''}`;
  const hydrated = useHydrated();
  // The text whose sanitised HTML the server put in the page, when the browser adopts that page.
  const [adopted] = useState(() => (!import.meta.env.SSR && !hydrated ? html : null));
  if (import.meta.env.SSR) return <Sanitized html={html} className={classes} />;
  if (html === adopted) return <div className={classes} dangerouslySetInnerHTML={SERVER_MARKUP} suppressHydrationWarning />;
  return (
    <Suspense fallback={<div className={classes} />}>
      <Sanitized html={html} className={classes} />
    </Suspense>
  );
}
