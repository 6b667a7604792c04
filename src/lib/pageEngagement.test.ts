import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: what it watches is page-wide state. */
async function freshModule() {
  vi.resetModules();
  return import('./pageEngagement');
}

describe('whenPageEngaged', () => {
  beforeEach(() => vi.resetModules());

  it('waits for the shopper’s first gesture, then runs each waiting callback once', async () => {
    const { watchPageEngagement, whenPageEngaged } = await freshModule();
    watchPageEngagement();
    const first = vi.fn();
    const second = vi.fn();
    whenPageEngaged(first);
    whenPageEngaged(second);
    expect(first).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Tab' }));
    expect(first).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a touch', () => document.body.dispatchEvent(new Event('touchstart', { bubbles: true }))],
    ['a key', () => document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Tab' }))],
    ['focus moving', () => document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))],
    ['a wheel', () => document.body.dispatchEvent(new Event('wheel', { bubbles: true }))],
    ['a click alone, as a screen reader sends it', () => document.body.click()],
  ])('counts %s as using the page', async (_gesture, gesture) => {
    const { watchPageEngagement, whenPageEngaged } = await freshModule();
    watchPageEngagement();
    const callback = vi.fn();
    whenPageEngaged(callback);
    gesture();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs a callback at once once the page has been used, or where nothing watches for gestures', async () => {
    const unwatched = await freshModule();
    const atOnce = vi.fn();
    unwatched.whenPageEngaged(atOnce);
    expect(atOnce).toHaveBeenCalledTimes(1);

    const { watchPageEngagement, whenPageEngaged } = await freshModule();
    watchPageEngagement();
    window.dispatchEvent(new Event('scroll'));
    const late = vi.fn();
    whenPageEngaged(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
