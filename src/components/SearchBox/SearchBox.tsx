import { useEffect, useRef, useState } from 'react';
import { Button, Input, SearchField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useHref, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { isProductListPath, listBasePath } from '../../catalog/listLocation';
import { typedText } from '../../lib/typedText';
import { useDebouncedCallback } from '../../lib/useDebouncedCallback';
import { CloseIcon } from '../../ui/icons/CloseIcon';
import { SearchIcon } from '../../ui/icons/SearchIcon';
import * as styles from './SearchBox.css';

/** Search runs this long after the last keystroke (spec §9). */
export const SEARCH_DELAY_MS = 50;

/**
 * The product search: on a product list it narrows that list in place; elsewhere it opens the
 * product list with the search applied. The text lives in the URL (`?search=`). It is a GET form
 * too, so it searches without JavaScript (a server-rendered page before or without hydration).
 */
export function SearchBox({ autoFocus = false }: { autoFocus?: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const current = typedText(searchParams.get('search') ?? '', 'single-line');
  const [text, setText] = useState(current);
  const onList = isProductListPath(pathname);
  const action = useHref(onList ? listBasePath(pathname) : '/products');
  // Sort and filters stay when the form is submitted the plain way; the page starts again at 1.
  const kept = onList ? [...searchParams].filter(([name]) => name === 'orderby' || name === 'order' || name === 'filter').map(([name, value]) => [name, typedText(value, 'single-line')] as const) : [];

  // Follow the URL when it changes without typing (back button, a link, clear-all). The searches this
  // box asked for land one by one while the shopper types on: each is let pass, or it would put back
  // what was typed before the keystrokes since.
  const asked = useRef<string[]>([]);
  useEffect(() => {
    const own = asked.current.indexOf(current);
    if (own >= 0) {
      asked.current.splice(0, own + 1);
      return;
    }
    asked.current = [];
    setText(current);
  }, [current]);

  const change = (typed: string) => {
    const value = typedText(typed, 'single-line');
    setText(value);
    apply(value);
  };
  // On a server-rendered page a shopper may type before the app has taken over the field; the
  // browser kept the text, so it is searched for instead of being silently reset.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== input.current?.defaultValue) change(typed);
    // Only what the page was hydrated with; later typing goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const apply = useDebouncedCallback((value: string) => {
    const params = new URLSearchParams(onList ? searchParams : undefined);
    if (value.trim()) params.set('search', value.trim());
    else params.delete('search');
    if (!onList && !value.trim()) return;
    if ((searchParams.get('search') ?? '') !== value.trim()) asked.current.push(value.trim());
    const query = params.toString();
    navigate(`${onList ? listBasePath(pathname) : '/products'}${query ? `?${query}` : ''}`, { replace: onList });
  }, SEARCH_DELAY_MS);

  return (
    <form role="search" className={styles.form} action={action} method="get" onSubmit={(event) => event.preventDefault()}>
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SearchField
        name="search"
        className={styles.field}
        value={text}
        onChange={change}
        onSubmit={(value) => apply(value)}
        aria-label={intl.formatMessage({ id: 'search.label', defaultMessage: 'Search products' })}
        autoFocus={autoFocus}
      >
        <SearchIcon className={styles.icon} width={18} height={18} />
        <Input
          ref={input}
          className={styles.input}
          placeholder={intl.formatMessage({ id: 'search.placeholder', defaultMessage: 'Search products…' })}
        />
        <Button className={styles.clear} aria-label={intl.formatMessage({ id: 'search.clear', defaultMessage: 'Clear search' })}>
          <CloseIcon width={16} height={16} />
        </Button>
      </SearchField>
    </form>
  );
}
