import type { FastifyInstance } from 'fastify';

/**
 * Stops taking requests and lets those in flight finish (Fastify's close: the listening socket
 * closes, idle keep-alive connections are ended, a request arriving meanwhile on an open one is
 * answered 503 with `Connection: close`). After `timeoutMs` the connections still open are cut.
 * Resolves true when everything finished in time.
 */
export async function shutDownGracefully(app: FastifyInstance, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  const finished = await Promise.race([app.close().then(() => true as const), late]);
  clearTimeout(timer);
  if (!finished) app.server.closeAllConnections();
  return finished;
}
