import { Server as NetServer } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long a stopping server keeps serving the connections it already has before it closes the idle ones. */
const DRAIN_MS = 1_000;
const draining = new WeakSet<FastifyInstance>();

/** True once the server stopped taking connections: /readyz says so and every answer closes its connection. */
export const isDraining = (app: FastifyInstance) => draining.has(app);

/**
 * Stops taking connections, serves what arrives on those it has for a moment (a connection accepted
 * just before, whose request is not read yet, or a keep-alive request already on its way, would
 * otherwise be reset; with WORKERS the primary hands the worker no new ones), then closes through
 * Fastify: idle connections end, requests in flight finish. After `timeoutMs` in all the
 * connections still open are cut. Resolves true when everything finished in time.
 */
export async function shutDownGracefully(app: FastifyInstance, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  draining.add(app);
  // The listening socket only: Node's http close() would also end every connection that looks idle.
  NetServer.prototype.close.call(app.server);
  await new Promise((resolve) => setTimeout(resolve, Math.min(DRAIN_MS, timeoutMs / 2)));
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()))));
  const finished = await Promise.race([app.close().then(() => true as const), late]);
  clearTimeout(timer);
  if (!finished) app.server.closeAllConnections();
  return finished;
}
