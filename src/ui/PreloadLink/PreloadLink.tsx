import { forwardRef } from 'react';
import { useHref } from 'react-router-dom';
import { Link, type LinkProps } from '../../router/Link';
import { useRoutePreload } from '../../routes/preload/RoutePreloadContext';

/** A router link that starts loading its screen's code and data when pointed at or focused. */
export const PreloadLink = forwardRef<HTMLAnchorElement, LinkProps>(function PreloadLink(
  { onMouseEnter, onFocus, ...props },
  ref,
) {
  const preload = useRoutePreload();
  const href = useHref(props.to);
  return (
    <Link
      ref={ref}
      {...props}
      onMouseEnter={(event) => {
        preload(href);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        preload(href);
        onFocus?.(event);
      }}
    />
  );
});
