import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginThrottles } from '../../db/schema/customers';

export const MAX_FAILED_LOGINS = 5;
const WINDOW_MS = 15 * 60 * 1000;
const LOCK_MS = 15 * 60 * 1000;

export function lockedMessage(until: Date): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60000));
  return `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** When the account name is locked after repeated failures, the moment the lock ends; else null. */
export async function lockedUntil(db: Database, identifier: string): Promise<Date | null> {
  const [row] = await db.select().from(loginThrottles).where(eq(loginThrottles.identifier, identifier));
  return row?.lockedUntil && row.lockedUntil > new Date() ? row.lockedUntil : null;
}

/** Counts a failure; the fifth within 15 minutes locks the name for 15 minutes. */
export async function recordFailedLogin(db: Database, identifier: string): Promise<void> {
  await db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx.select().from(loginThrottles).where(eq(loginThrottles.identifier, identifier)).for('update');
    const windowExpired = !row || now.getTime() - row.windowStartedAt.getTime() > WINDOW_MS;
    const failures = windowExpired ? 1 : row.failures + 1;
    const values = {
      failures: failures >= MAX_FAILED_LOGINS ? 0 : failures,
      windowStartedAt: windowExpired ? now : row.windowStartedAt,
      lockedUntil: failures >= MAX_FAILED_LOGINS ? new Date(now.getTime() + LOCK_MS) : (row?.lockedUntil ?? null),
    };
    await tx
      .insert(loginThrottles)
      .values({ identifier, ...values })
      .onConflictDoUpdate({ target: loginThrottles.identifier, set: values });
  });
}

export async function clearFailedLogins(db: Database, identifier: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.identifier, identifier));
}
