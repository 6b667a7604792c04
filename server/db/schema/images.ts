import { customType, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Image originals shared by every server of a shop on one PostgreSQL database (services/images/shared.ts):
 * an instance that lacks an original locally fetches it from here. Keys name content, so rows never change.
 */
export const imageOriginals = pgTable('image_originals', {
  key: text('key').primaryKey(),
  /** File name in the originals folder, e.g. "3f2a…e1.jpg": the extension says the stored format. */
  file: text('file').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
