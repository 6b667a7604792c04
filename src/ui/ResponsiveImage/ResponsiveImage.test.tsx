import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResponsiveImage } from './ResponsiveImage';
import * as styles from './ResponsiveImage.css';
import type { FetchOrder } from './fetchOrder';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SOURCE = '/images/abc123/w_300,h_300,f_webp/beanie.webp';

function Card({ fetchOrder }: { fetchOrder: FetchOrder }) {
  return <ResponsiveImage src={SOURCE} alt="Beanie" width={640} height={640} sizes="50vw" crop fetchOrder={fetchOrder} />;
}

/** The server's HTML of a card, parsed into a page. */
function serverPage(fetchOrder: FetchOrder): HTMLDivElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Card fetchOrder={fetchOrder} />);
  document.body.append(container);
  return container;
}

let unmount = () => {};
afterEach(() => {
  unmount();
  document.body.innerHTML = '';
});

describe('ResponsiveImage in the server’s HTML', () => {
  it('gives a later image no source until the page’s code runs, and a copy with one for browsers without JavaScript', () => {
    const page = serverPage('later');
    const waiting = page.querySelector(':scope > img')!;
    expect(waiting.hasAttribute('src')).toBe(false);
    expect(waiting.hasAttribute('srcset')).toBe(false);
    expect(waiting).toHaveClass(styles.awaitingCode);
    expect(waiting).toHaveAttribute('width', '640');
    expect(waiting).toHaveAttribute('alt', 'Beanie');
    const copy = page.querySelector('noscript')!.innerHTML;
    expect(copy).toContain(`src="/images/abc123/w_640,h_640,f_webp/beanie.webp"`);
    expect(copy).toContain('/images/abc123/w_320,h_320,f_webp/beanie.webp 320w');
    expect(copy).not.toContain(styles.awaitingCode);
  });

  it('lets the browser ask for a first-screen image as soon as the page is laid out, and the main one first', () => {
    const soon = serverPage('soon').querySelector('img')!;
    expect(soon).toHaveAttribute('src', '/images/abc123/w_640,h_640,f_webp/beanie.webp');
    expect(soon).toHaveAttribute('loading', 'lazy');
    expect(soon).not.toHaveClass(styles.awaitingCode);
    expect(document.querySelector('noscript')).toBeNull();
    const first = serverPage('first').querySelector('img')!;
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
  });
});

describe('ResponsiveImage in the browser', () => {
  it('adopts the server’s later image without a mismatch and gives that same element its source once hydrated', async () => {
    const page = serverPage('later');
    const serverImage = page.querySelector('img')!;
    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(page, <Card fetchOrder="later" />, { onRecoverableError }));
    unmount = () => act(() => root.unmount());

    const image = page.querySelector('img')!;
    expect(image).toBe(serverImage);
    expect(image).toHaveAttribute('src', '/images/abc123/w_640,h_640,f_webp/beanie.webp');
    expect(image.getAttribute('srcset')).toContain('640w');
    expect(image).not.toHaveClass(styles.awaitingCode);
    expect(page.querySelector('noscript')).toBeNull();
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('renders a later image with its source at once on a screen the browser renders itself', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<Card fetchOrder="later" />));
    unmount = () => act(() => root.unmount());
    expect(container.querySelector('img')).toHaveAttribute('src', '/images/abc123/w_640,h_640,f_webp/beanie.webp');
    expect(container.querySelector('noscript')).toBeNull();
  });
});
