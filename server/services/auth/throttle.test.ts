import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { testDatabaseKinds } from '../../test/database';
import { loginRules, loginSucceeded, MAX_FAILED_LOGINS_PER_ACCOUNT, MAX_FAILED_LOGINS_PER_ADDRESS, startLoginAttempt } from './throttle';

describe.each(testDatabaseKinds)('login attempt counters on %s', (kind) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.dispose());

  it('limits one client address across many accounts (password spraying)', async () => {
    const attempts = await Promise.all(
      Array.from({ length: MAX_FAILED_LOGINS_PER_ADDRESS + 5 }, (_, n) => startLoginAttempt(database.db, loginRules(`id:${1000 + n}`, '192.0.2.99'))),
    );
    expect(attempts.filter((attempt) => attempt.allowed)).toHaveLength(MAX_FAILED_LOGINS_PER_ADDRESS);
    expect((await startLoginAttempt(database.db, loginRules('id:5000', '192.0.2.98'))).allowed).toBe(true);
  });

  it('limits one account across many addresses, briefly', async () => {
    const attempts = await Promise.all(
      Array.from({ length: MAX_FAILED_LOGINS_PER_ACCOUNT + 5 }, (_, n) => startLoginAttempt(database.db, loginRules('id:7', `198.51.100.${n}`))),
    );
    expect(attempts.filter((attempt) => attempt.allowed)).toHaveLength(MAX_FAILED_LOGINS_PER_ACCOUNT);
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
