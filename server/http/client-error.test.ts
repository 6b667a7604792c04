import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/api';

/** Sends `first`, waits until the server has answered, then sends `rest`; resolves with what came back. */
function sendInTwoParts(port: number, first: string, rest: string): Promise<{ answer: string; error: string | null }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let error: string | null = null;
    let sentRest = false;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
      if (!sentRest) {
        sentRest = true;
        socket.write(rest);
      }
    });
    socket.on('error', (problem: NodeJS.ErrnoException) => (error = problem.code ?? problem.message));
    socket.on('end', () => socket.end());
    socket.on('close', () => resolve({ answer, error }));
    socket.write(first);
  });
}

describe('requests the HTTP parser rejects', () => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    server = await createTestServer('pglite');
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    port = (server.app.server.address() as AddressInfo).port;
  });
  afterAll(() => server.close());

  it('answers an over-long address with 431 while the client is still sending it, not with a reset', async () => {
    const longUrl = `/graphql?query=${'y'.repeat(80_000)}`;
    const request = `GET ${longUrl} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;
    const { answer, error } = await sendInTwoParts(port, request.slice(0, 40_000), request.slice(40_000));
    expect(error).toBeNull();
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toContain('Connection: close');
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({
      statusCode: 431,
      message: 'The address or headers of this request are too long.',
    });
  });

  it('answers broken framing with 400 and keeps serving other clients', async () => {
    const { answer, error } = await sendInTwoParts(port, 'POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n', '{}');
    expect(error).toBeNull();
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('The request could not be read.');
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
  });
});
