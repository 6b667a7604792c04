import type { SVGProps } from 'react';

/** Decorative: the control that shows it carries the accessible name. */
export function MenuIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}
