import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestServer, type TestServer } from '../../../test/api';
import { testDatabaseKinds } from '../../../test/database';
import { Shopper, TEST_SESSION_SECRET } from '../../../test/shopper';
import { mailOutbox } from '../../../db/schema/mail';
import { passwordResetMailsSettled } from '../../../services/auth/password-reset';

const SEND = 'mutation ($u: String!) { sendPasswordResetEmail(input: { username: $u }) { success } }';

describe.each(testDatabaseKinds)('password-reset mail limits on %s', (kind) => {
  let server: TestServer;
  const lines: string[] = [];
  beforeAll(async () => {
    server = await createTestServer(kind, { SESSION_SECRET: TEST_SESSION_SECRET, LOG_LEVEL: 'info' }, { logStream: { write: (line) => lines.push(line) } });
  });
  afterAll(() => server.close());

  // Reset mails go out after the answer.
  const resetMailsTo = async (recipient: string) => {
    await passwordResetMailsSettled();
    return server.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, recipient), eq(mailOutbox.subject, 'Password reset request')));
  };

  it('sends an account at most three reset mails an hour, answering success every time', async () => {
    await new Shopper(server).register('flooded');
    const answers = await Promise.all(Array.from({ length: 8 }, (_, n) => server.graphql(SEND, { u: 'flooded' }, {}, `192.0.2.${n + 1}`)));
    expect(answers.map((answer) => answer.data?.sendPasswordResetEmail?.success)).toEqual(Array(8).fill(true));
    expect(await resetMailsTo('flooded@example.com')).toHaveLength(3);
  });

  it('tells a client address over ten requests an hour to wait, whatever the names', async () => {
    const answers = [];
    for (let n = 0; n < 12; n += 1) answers.push(await server.graphql(SEND, { u: `nobody${n}@example.com` }, {}, '198.51.100.20'));
    expect(answers.slice(0, 10).every((answer) => answer.data?.sendPasswordResetEmail?.success === true)).toBe(true);
    expect(answers[10]!.errors?.[0]?.message).toMatch(/^Too many password reset requests\. Please try again in \d+ minutes?\.$/);
    expect((await server.graphql(SEND, { u: 'nobody@example.com' }, {}, '198.51.100.21')).errors).toBeUndefined();
  });

  it('keeps the reset link out of the log when mail goes to the outbox', async () => {
    await new Shopper(server).register('quiet');
    await server.graphql(SEND, { u: 'quiet' }, {}, '203.0.113.30');
    const [mail] = await resetMailsTo('quiet@example.com');
    const key = new URL(mail!.body.match(/https?:\/\/\S+/)![0]).searchParams.get('key')!;
    expect(lines.join('\n')).toContain('mail kept in the outbox');
    expect(lines.join('\n')).not.toContain(key);
    expect(lines.join('\n')).not.toContain('lost-password?key=');
  });
});
