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

function SanitizedHtml({ html, className }: RichTextProps) {
  const classes = `${styles.richText} ${className ?? ''}`;
  // Read inside the Suspense boundary: the update this hook makes once hydration is over then
  // reaches a hydrated boundary, not one React would have to drop and render again.
  const hydrated = useHydrated();
  // The text whose sanitised HTML the server put in the page, when the browser adopts that page.
  const [adopted] = useState(() => (!import.meta.env.SSR && !hydrated ? html : null));
  if (html === adopted) return <div className={classes} dangerouslySetInnerHTML={SERVER_MARKUP} suppressHydrationWarning />;
  return <Sanitized html={html} className={classes} />;
}

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
 */
export function RichText(props: RichTextProps) {
  return (
    <Suspense fallback={<div className={`${styles.richText} ${props.className ?? ''}`} />}>
      <SanitizedHtml {...props} />
    </Suspense>
  );
}
