import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/** How long an unparseable request's connection keeps draining before it is cut. */
const LINGER_MS = 2_000;

const answered = new WeakSet<Socket>();

function answerFor(error: NodeJS.ErrnoException): { status: number; message: string } {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: 'The request took too long to arrive.' };
  if (error.code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: 'The address or headers of this request are too long.' };
  return { status: 400, message: 'The request could not be read.' };
}

/**
 * Answers a request Node's HTTP parser rejected (an over-long URL, broken framing) and closes the
 * connection gracefully. Node's and Fastify's default write the answer and destroy the socket at
 * once; while the client is still sending its (long) request, the unread bytes make the kernel
 * send a reset and the client never sees the answer, only "connection reset". Here the answer is
 * followed by a FIN, the rest of the request is read and dropped, and the socket is cut only if
 * the client has not hung up after LINGER_MS (a "lingering close", as nginx and Apache do).
 */
export function lingeringClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // The parser reports every further chunk of a broken request too; answer once.
  if (answered.has(socket)) return;
  answered.add(socket);
  const { status, message } = answerFor(error);
  const body = JSON.stringify({ error: STATUS_CODES[status], message, statusCode: status });
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.on('data', () => {});
  socket.on('error', () => {});
  socket.resume();
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}
