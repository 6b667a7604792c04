import { useMemo } from 'react';
import { sanitizeHtml } from '../../lib/sanitizeHtml';
import * as styles from './RichText.css';

/** Backend HTML (descriptions, reviews), passed through the allow-list sanitiser before it renders. */
export function RichText({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={`${styles.richText} ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: safe }} />;
}
