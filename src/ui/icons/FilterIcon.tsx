import type { SVGProps } from 'react';

/** Decorative: the control that shows it carries the accessible name. */
export function FilterIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
      <path d="M3 5h18M6 12h12M10 19h4" />
    </svg>
  );
}
