import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestDatabase } from '../../test/database';
import { LocalSmtpServer } from '../../test/smtp-server';
import { mailOutbox } from '../../db/schema/mail';
import { sendMail } from './mailer';

const log = { info: () => {}, error: () => {} };

describe('shop mail', () => {
  const smtp = new LocalSmtpServer();
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    await smtp.start();
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await database.dispose();
    await smtp.stop();
  });

  it('goes through SMTP when SMTP_URL is set, and not into the outbox', async () => {
    const config = loadConfig({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Shop <shop@vitrine.example>' });
    await sendMail({ db: database.db, config, log }, { to: 'ann@example.com', subject: 'Hello', text: 'Reset link: https://shop/x' });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ from: expect.stringContaining('shop@vitrine.example'), to: ['<ann@example.com>'] });
    expect(smtp.received[0]!.data).toContain('Subject: Hello');
    expect(smtp.received[0]!.data).toContain('Reset link: https://shop/x');
    expect(await database.db.select().from(mailOutbox)).toEqual([]);
  });

  it('keeps the message in the outbox when no SMTP server is configured', async () => {
    const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'vitrine-mail-')) });
    await sendMail({ db: database.db, config, log }, { to: 'bo@example.com', subject: 'Kept', text: 'Body' });
    expect(await database.db.select().from(mailOutbox)).toMatchObject([{ recipient: 'bo@example.com', subject: 'Kept', body: 'Body' }]);
  });
});
