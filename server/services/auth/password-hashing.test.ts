import { describe, expect, it } from 'vitest';
import { hashingConcurrency, PasswordHasher, SERVER_BUSY } from './password-hashing';

describe('bounded password hashing', () => {
  it('leaves a core for everything else, shared among the workers of a machine', () => {
    expect(hashingConcurrency(2, 1)).toBe(1);
    expect(hashingConcurrency(8, 1)).toBe(7);
    expect(hashingConcurrency(16, 4)).toBe(3);
    expect(hashingConcurrency(8, 8)).toBe(1);
  });


  it('runs at most `concurrency` hashes at once, queues a bounded number and answers "busy" beyond', async () => {
    const hasher = new PasswordHasher(1, 2);
    let peak = 0;
    const results = Array.from({ length: 5 }, (_, n) => {
      const attempt = hasher.hash(`password number ${n}`);
      peak = Math.max(peak, hasher.load);
      return attempt.then(
        (hash) => ({ ok: true as const, hash }),
        (error: Error) => ({ ok: false as const, message: error.message, code: (error as { extensions?: { code?: string } }).extensions?.code }),
      );
    });
    const settled = await Promise.all(results);
    expect(peak).toBe(3);
    expect(settled.filter((result) => result.ok)).toHaveLength(3);
    expect(settled.filter((result) => !result.ok)).toEqual([
      { ok: false, message: SERVER_BUSY, code: 'SERVER_BUSY' },
      { ok: false, message: SERVER_BUSY, code: 'SERVER_BUSY' },
    ]);
    const first = settled[0]!;
    expect(first.ok && (await hasher.verify(first.hash, 'password number 0'))).toBe(true);
    expect(hasher.load).toBe(0);
  });

  it('uses the libuv thread pool: the event loop keeps turning while a hash runs', async () => {
    const hasher = new PasswordHasher(1, 1);
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    await hasher.hash('a long enough password');
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(3);
  });
});
