import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { testDatabaseKinds } from '../../test/database';
import type { RateRule } from '../security/rate-limit';
import { loginFailed, loginRules, loginSucceeded, MAX_FAILED_LOGINS_PER_ACCOUNT, MAX_FAILED_LOGINS_PER_ADDRESS, startLoginAttempt } from './throttle';

describe.each(testDatabaseKinds)('login attempt counters on %s', (kind) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.dispose());

  /** One login whose password check takes `checkMs` and turns out right or wrong; whether it was checked. */
  async function attempt(rules: RateRule[], right: boolean, checkMs = 20): Promise<boolean> {
    const decision = await startLoginAttempt(database.db, rules);
    if (!decision.allowed) return false;
    await new Promise((resolve) => setTimeout(resolve, checkMs));
    await (right ? loginSucceeded : loginFailed)(database.db, rules);
    return true;
  }

  it('lets forty right passwords arriving together from one address in (an office behind one NAT)', async () => {
    const checked = await Promise.all(Array.from({ length: 40 }, (_, n) => attempt(loginRules(`id:${3000 + n}`, '203.0.113.40'), true)));
    expect(checked.filter(Boolean)).toHaveLength(40);
    // None failed: the next one from there is let in too.
    expect((await startLoginAttempt(database.db, loginRules('id:3999', '203.0.113.40'))).allowed).toBe(true);
  });

  it('checks no more parallel wrong passwords than failures are allowed, and refuses the rest', async () => {
    const checked = await Promise.all(Array.from({ length: MAX_FAILED_LOGINS_PER_ADDRESS + 10 }, (_, n) => attempt(loginRules(`id:${4000 + n}`, '192.0.2.77'), false)));
    expect(checked.filter(Boolean)).toHaveLength(MAX_FAILED_LOGINS_PER_ADDRESS);
    expect((await startLoginAttempt(database.db, loginRules('id:4999', '192.0.2.77'))).allowed).toBe(false);
  });

  it('limits one client address across many accounts (password spraying)', async () => {
    const checked = await Promise.all(Array.from({ length: MAX_FAILED_LOGINS_PER_ADDRESS + 5 }, (_, n) => attempt(loginRules(`id:${1000 + n}`, '192.0.2.99'), false)));
    expect(checked.filter(Boolean)).toHaveLength(MAX_FAILED_LOGINS_PER_ADDRESS);
    expect((await startLoginAttempt(database.db, loginRules('id:5000', '192.0.2.98'))).allowed).toBe(true);
  });

  it('limits one account across many addresses, briefly', async () => {
    const checked = await Promise.all(Array.from({ length: MAX_FAILED_LOGINS_PER_ACCOUNT + 5 }, (_, n) => attempt(loginRules('id:7', `198.51.100.${n}`), false)));
    expect(checked.filter(Boolean)).toHaveLength(MAX_FAILED_LOGINS_PER_ACCOUNT);
    const refused = await startLoginAttempt(database.db, loginRules('id:7', '203.0.113.1'));
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAt.getTime() - Date.now()).toBeLessThanOrEqual(30_000);
  });

  it('gives a successful login its attempt back, so the owner signing in often is never slowed', async () => {
    for (let login = 0; login < MAX_FAILED_LOGINS_PER_ACCOUNT + 5; login += 1) {
      const rules = loginRules('id:8', '203.0.113.8');
      expect((await startLoginAttempt(database.db, rules)).allowed).toBe(true);
      await loginSucceeded(database.db, rules);
    }
  });
});
