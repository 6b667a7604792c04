import type { ReactNode } from 'react';
import * as styles from './ProductGrid.css';

/** Product cards (each in its own `<li>`) in a responsive grid: two columns on phones up to four on large screens. */
export function ProductGrid({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {children}
    </ul>
  );
}
