import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyIsland, preloadIslands } from './lazyIsland';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Greeting({ name }: { name: string }) {
  return <button type="button">Hello {name}</button>;
}

describe('lazyIsland', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('adopts server HTML that the page marked as waiting for a tap without a hydration warning, and keeps it', async () => {
    // The server renders an island whole, its code loaded; the browser's copy has not loaded it yet.
    const ServerIsland = lazyIsland(() => Promise.resolve(Greeting));
    await preloadIslands();
    const Island = lazyIsland(() => Promise.resolve(Greeting), { when: 'used' });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ServerIsland name="shopper" />);
    document.body.append(container);
    const wrapper = container.firstElementChild as HTMLElement;
    // What the click replay does to an island tapped before its code is in.
    wrapper.setAttribute('data-waiting', '');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});

    await act(async () => {
      hydrateRoot(container, <Island name="shopper" />);
    });

    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    expect(container.querySelector('button')?.textContent).toBe('Hello shopper');
    expect(wrapper.isConnected).toBe(true);
  });
});
