import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { continuesMove, MOVE_WINDOW_MS, useSettledNavigate } from './useSettledNavigate';

function renderNavigator() {
  let go: ReturnType<typeof useSettledNavigate> = () => undefined;
  function Probe() {
    go = useSettledNavigate();
    return null;
  }
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: ['/elsewhere', '/products'], initialIndex: 1 });
  render(<RouterProvider router={router} />);
  const navigateTo = async (to: string, control?: string) => {
    await act(async () => go(to, control));
  };
  return { router, navigateTo };
}

describe('useSettledNavigate', () => {
  it('makes one history entry of a control’s steps, and a new one for another control', async () => {
    const { router, navigateTo } = renderNavigator();
    for (const price of [3, 4, 5, 6, 7]) await navigateTo(`/products?filter=price%5B${price}%2C*%5D`, 'price');
    expect(router.state.location.search).toBe('?filter=price%5B7%2C*%5D');
    await navigateTo('/products?filter=sale%5Btrue%5D');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?filter=price%5B7%2C*%5D');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/products');
    expect(router.state.location.search).toBe('');
  });

  it('starts a new entry when the shopper went elsewhere in between, or paused', () => {
    const last = { control: 'price', to: '/products?filter=a', at: 1_000 };
    expect(continuesMove(last, 'price', '/products?filter=a', 1_500)).toBe(true);
    expect(continuesMove(last, 'price', '/products', 1_500)).toBe(false);
    expect(continuesMove(last, 'rating', '/products?filter=a', 1_500)).toBe(false);
    expect(continuesMove(last, undefined, '/products?filter=a', 1_500)).toBe(false);
    expect(continuesMove(last, 'price', '/products?filter=a', 1_000 + MOVE_WINDOW_MS)).toBe(false);
  });
});
