import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, type TestServer } from '../../test/api';
import { TEST_SESSION_SECRET } from '../../test/shopper';
import { customers } from '../../db/schema/customers';
import { passwordResetMailsSettled } from './password-reset';

const SEND = 'mutation ($u: String!) { sendPasswordResetEmail(input: { username: $u }) { success } }';

/**
 * The answer to a reset request must not tell whether the account exists, by its words or by its
 * timing. Here the mail server accepts connections and never answers: a request whose answer waited
 * for any of the registered account's work (its look-up, its limit, its mail) would not come back.
 */
describe('password reset requests', () => {
  const sockets = new Set<Socket>();
  const stalledSmtp = createServer((socket) => sockets.add(socket));
  const logged: string[] = [];
  let server: TestServer;
  beforeAll(async () => {
    await new Promise<void>((resolve) => stalledSmtp.listen(0, '127.0.0.1', resolve));
    const { port } = stalledSmtp.address() as { port: number };
    server = await createTestServer('pglite', { SESSION_SECRET: TEST_SESSION_SECRET, SMTP_URL: `smtp://127.0.0.1:${port}`, LOG_LEVEL: 'error' }, { logStream: { write: (line) => logged.push(line) } });
    await server.database.db.insert(customers).values({ username: 'registered', email: 'registered@example.com' });
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => stalledSmtp.close(resolve));
  });

  it('answers a registered and an unknown address alike, before any of the account\'s work', async () => {
    const [registered, unknown] = await Promise.all([server.graphql(SEND, { u: 'registered@example.com' }), server.graphql(SEND, { u: 'unknown@example.com' })]);
    expect(registered).toMatchObject({ status: 200, data: { sendPasswordResetEmail: { success: true } } });
    expect(unknown).toMatchObject({ status: 200, data: { sendPasswordResetEmail: { success: true } } });
    expect(registered.errors).toBeUndefined();
    // The mail to the registered address goes out after the answer, and is stuck there.
    await vi.waitFor(() => expect(sockets.size).toBe(1), { timeout: 10_000 });

    // The mail server hangs up: the failure is logged in one line, with no link in it.
    for (const socket of sockets) socket.destroy();
    await passwordResetMailsSettled();
    const failures = logged.map((line) => JSON.parse(line) as { msg: string }).filter((line) => line.msg === 'password reset mail could not be sent');
    expect(failures).toHaveLength(1);
    expect(logged.join('\n')).not.toContain('lost-password?key=');
  }, 20_000);
});
