import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Mail that was not sent because no SMTP server is configured; `npm run outbox` prints it. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
