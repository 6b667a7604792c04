import { createContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A browser page as it starts: fresh modules, so the sanitiser the test setup provides is not there
 * and has to be downloaded (here: imported) by whoever needs it.
 */
async function freshBrowserPage() {
  vi.resetModules();
  const sanitizer = { downloaded: false };
  vi.doMock('../../lib/sanitizeHtml', async (importOriginal) => {
    sanitizer.downloaded = true;
    return importOriginal();
  });
  const { act } = await import('react');
  const { hydrateRoot } = await import('react-dom/client');
  const { RichText } = await import('./RichText');
  const styles = await import('./RichText.css');
  return { act, hydrateRoot, RichText, richTextClass: styles.richText, sanitizer };
}

let unmount = () => {};
afterEach(() => {
  unmount();
  vi.doUnmock('../../lib/sanitizeHtml');
  document.body.innerHTML = '';
});

describe('backend HTML on a page the server rendered', () => {
  it('keeps the server’s sanitised HTML through hydration and sanitises a new text itself', async () => {
    const { act, hydrateRoot, RichText, richTextClass, sanitizer } = await freshBrowserPage();
    const container = document.createElement('div');
    // What the server sent for `<p onclick="steal()">Soft <b>cotton</b></p><script>steal()</script>`.
    container.innerHTML = `<div class="${richTextClass} "><p>Soft <b>cotton</b></p></div>`;
    document.body.append(container);

    const root = await act(async () => {
      const hydrating = hydrateRoot(container, <RichText html={'<p onclick="steal()">Soft <b>cotton</b></p><script>steal()</script>'} />);
      return hydrating;
    });
    unmount = () => act(() => root.unmount());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.querySelector('div')!.innerHTML).toBe('<p>Soft <b>cotton</b></p>');
    expect(sanitizer.downloaded).toBe(false);

    // Another text (a navigation to another product): rendered by the browser, through the sanitiser.
    const render = (node: ReactNode) => act(async () => root.render(node));
    await render(<RichText html={'<p onclick="steal()">Warm <i>wool</i></p><img src=x onerror="steal()">'} />);
    await vi.waitFor(() => expect(container.textContent).toBe('Warm wool'));
    expect(container.innerHTML).not.toMatch(/onclick|onerror|steal/);
    expect(sanitizer.downloaded).toBe(true);
  });

  it('keeps the server’s text when an update reaches it right after the page is adopted', async () => {
    const { act, hydrateRoot, RichText, richTextClass, sanitizer } = await freshBrowserPage();
    const container = document.createElement('div');
    container.innerHTML = `<section><div class="${richTextClass} "><p>Soft <b>cotton</b></p></div></section>`;
    document.body.append(container);
    // As react-aria's tabs do once they hydrate: render their panels again, with new context values.
    const Panel = createContext(0);
    function Tabs({ children }: { children: ReactNode }) {
      const [renders, setRenders] = useState(0);
      useLayoutEffect(() => setRenders(1), []);
      return (
        <Panel.Provider value={renders}>
          <section>{children}</section>
        </Panel.Provider>
      );
    }
    const recovered = vi.fn();
    const root = await act(async () =>
      hydrateRoot(
        container,
        <Tabs>
          <RichText html="<p>Soft <b>cotton</b></p>" />
        </Tabs>,
        { onRecoverableError: recovered },
      ),
    );
    unmount = () => act(() => root.unmount());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(recovered).not.toHaveBeenCalled();
    expect(container.querySelector('p')!.innerHTML).toBe('Soft <b>cotton</b>');
    expect(sanitizer.downloaded).toBe(false);
  });
});
