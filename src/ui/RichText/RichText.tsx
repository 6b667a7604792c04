import { Suspense, useMemo } from 'react';
import { sanitizerOrSuspend } from '../../lib/sanitizerLoader';
import * as styles from './RichText.css';

interface RichTextProps {
  html: string;
  className?: string;
}

function SanitizedHtml({ html, className }: RichTextProps) {
  const sanitize = sanitizerOrSuspend();
  const safe = useMemo(() => sanitize(html), [sanitize, html]);
  return <div className={`${styles.richText} ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: safe }} />;
}

/**
 * Backend HTML (descriptions, reviews), passed through the allow-list sanitiser before it renders.
 * While the browser fetches the sanitiser, hydration keeps the server's (sanitised) HTML in place.
 */
export function RichText(props: RichTextProps) {
  return (
    <Suspense fallback={<div className={`${styles.richText} ${props.className ?? ''}`} />}>
      <SanitizedHtml {...props} />
    </Suspense>
  );
}
