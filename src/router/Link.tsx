import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  /** Keep the page's scroll position (a tab, a filter). */
  preventScrollReset?: boolean;
}

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * A link within the shop: a real `<a href>` (a new tab, a crawler, a page before its code is in), and
 * a click the router handles. react-router's own Link also carries its framework mode's prefetching,
 * which this shop does not use and which would cost every page 9 kB of JavaScript.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, state, preventScrollReset, target, onClick, ...rest }, ref) {
  const external = typeof to === 'string' && ABSOLUTE_URL.test(to);
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, preventScrollReset, target });
  return (
    <a
      {...rest}
      ref={ref}
      href={external ? (to as string) : href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && !external) navigate(event);
      }}
    />
  );
});

export interface NavLinkProps extends LinkProps {
  /** Current only on this very path, not below it. */
  end?: boolean;
}

/** A link that says it is the current page (`aria-current="page"`) on its path and, unless `end`, below it. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ end = false, to, ...rest }, ref) {
  const { pathname } = useLocation();
  const target = useResolvedPath(to).pathname;
  const current = pathname === target || (!end && target !== '/' && pathname.startsWith(`${target}/`));
  return <Link {...rest} ref={ref} to={to} aria-current={current ? 'page' : undefined} />;
});
