import { describe, expect, it, vi } from 'vitest';

/** A fresh copy of the loader, as a browser page starts: nothing provided yet. */
async function freshLoader() {
  vi.resetModules();
  return import('./sanitizerLoader');
}

describe('the browser sanitiser loader', () => {
  it('suspends until the sanitiser has loaded, then sanitises synchronously', async () => {
    const { sanitizerOrSuspend } = await freshLoader();
    let thrown: unknown;
    try {
      sanitizerOrSuspend();
    } catch (pending) {
      thrown = pending;
    }
    expect(thrown).toBeInstanceOf(Promise);
    await thrown;
    expect(sanitizerOrSuspend()('<p onclick="x()">Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
  });

  it('asks for the download once however many renders wait on it', async () => {
    const { loadSanitizer } = await freshLoader();
    const [first, second] = [loadSanitizer(), loadSanitizer()];
    expect(await first).toBe(await second);
  });
});
