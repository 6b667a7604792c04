import { and, eq, sql } from 'drizzle-orm';
import { cartItems } from '../../db/schema/cart';
import type { Executor } from '../session/store';

/** Guest lines join the customer's cart; a line already there gets the guest's quantity added. */
export async function moveCartLines(tx: Executor, fromSessionId: string, toSessionId: string): Promise<void> {
  const lines = await tx.select().from(cartItems).where(eq(cartItems.sessionId, fromSessionId));
  for (const line of lines) {
    await tx
      .insert(cartItems)
      .values({ ...line, sessionId: toSessionId })
      .onConflictDoUpdate({
        target: [cartItems.sessionId, cartItems.key],
        set: { quantity: sql`${cartItems.quantity} + ${line.quantity}` },
      });
  }
  await tx.delete(cartItems).where(and(eq(cartItems.sessionId, fromSessionId)));
}
