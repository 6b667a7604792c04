/**
 * Several servers on one PostgreSQL database: nothing a shopper touches may live in one process.
 * Two real server processes (separate data directories, one SESSION_SECRET) serve one shopper whose
 * requests alternate between them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { imageOriginals, mediaItems, products } from './db/schema';
import { createPlaceholderImage } from './services/images';
import { parseModifiers } from './services/images/modifiers';
import { READY_LINE } from './test/server-process';
import { databaseOriginals, publishLocalOriginals } from './services/images/shared';
import { createImageRenderer, ImageNotFoundError } from './services/images/variants';
import { copyPostgresTemplate, createTestDatabase, testDatabaseKinds } from './test/database';
import { freePort, workersOf } from './test/processes';
import { TEST_SESSION_SECRET } from './test/shopper';

const root = path.join(import.meta.dirname, '..');
const tempDirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-scale-'));
  tempDirs.push(dir);
  return dir;
}
afterAll(() => tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe.each(testDatabaseKinds)('image originals shared through the database (%s)', (kind) => {
  it('serves an original stored on another machine: fetched once from the database, then rendered locally', async () => {
    const database = await createTestDatabase(kind);
    try {
      const importing = tempDir();
      const serving = tempDir();
      const stored = await createPlaceholderImage({ title: 'Hoodie', dataDir: importing });
      const renderer = createImageRenderer({ dataDir: serving, shared: databaseOriginals(database.db, serving) });
      const modifiers = parseModifiers('w_120,f_webp', 'webp');
      // Not published yet: the serving machine cannot know it.
      await expect(renderer.getVariant(stored.key, modifiers)).rejects.toBeInstanceOf(ImageNotFoundError);

      expect(await publishLocalOriginals(database.db, importing)).toBe(1);
      expect(await publishLocalOriginals(database.db, importing)).toBe(0);
      const variant = await renderer.getVariant(stored.key, modifiers);
      expect(variant.mimeType).toBe('image/webp');
      expect(variant.data.length).toBeGreaterThan(100);
      // The copy is now local: the database row could go and the image would still be served here.
      await database.db.delete(imageOriginals).where(eq(imageOriginals.key, stored.key));
      expect((await renderer.getVariant(stored.key, parseModifiers('w_60,f_webp', 'webp'))).data.length).toBeGreaterThan(50);
    } finally {
      await database.dispose();
    }
  });
});


async function startInstance(env: Record<string, string>): Promise<{ origin: string; child: ChildProcess; stdout: () => string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), SEED_DEMO: 'false', STATIC_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    process.stdout.write(chunk);
  });
  const origin = `http://127.0.0.1:${port}`;
  // Started once it has said so: with WORKERS, that is once every worker listens.
  for (let attempt = 0; attempt < 480; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (READY_LINE.test(stdout) && (await fetch(`${origin}/healthz`).then((response) => response.ok, () => false))) return { origin, child, stdout: () => stdout };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start');
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** A browser whose requests a load balancer spreads over the instances, one after the other. */
class AlternatingShopper {
  private next = 0;
  sessionToken: string | null = null;
  authToken: string | null = null;
  readonly servedBy: string[] = [];
  constructor(private readonly origins: string[]) {}

  origin(): string {
    const origin = this.origins[this.next % this.origins.length]!;
    this.next += 1;
    this.servedBy.push(origin);
    return origin;
  }

  async send(query: string, variables: Record<string, unknown> = {}) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.sessionToken) headers['woocommerce-session'] = `Session ${this.sessionToken}`;
    if (this.authToken) headers.authorization = `Bearer ${this.authToken}`;
    const response = await fetch(`${this.origin()}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    const issued = response.headers.get('woocommerce-session');
    if (issued) this.sessionToken = issued;
    const body = (await response.json()) as { data?: Record<string, any>; errors?: { message: string }[] };
    if (body.errors) throw new Error(`${query.slice(0, 40)}…: ${body.errors[0]!.message}`);
    return body.data!;
  }
}

const BILLING = { firstName: 'Ada', lastName: 'Lovelace', address1: 'Unter den Linden 1', city: 'Berlin', postcode: '10117', country: 'DE', email: 'ada-scale@example.com' };

describe.each(testDatabaseKinds.filter((kind) => kind === 'postgres'))('two server instances on one %s database', () => {
  let instances: { origin: string; child: ChildProcess }[] = [];
  let drop: () => Promise<void>;
  let imagePath: string;
  beforeAll(async () => {
    const copy = await copyPostgresTemplate();
    drop = copy.drop;
    // The first instance's machine holds the hoodie's picture (as after an import there); the second has none.
    const firstDataDir = tempDir();
    const stored = await createPlaceholderImage({ title: 'Hoodie', dataDir: firstDataDir });
    const handle = await openDatabase({ url: copy.url });
    const [hoodie] = await handle.db.select({ imageId: products.imageId }).from(products).where(eq(products.slug, 'hoodie'));
    await handle.db.update(mediaItems).set({ sourceUrl: stored.file, width: stored.width, height: stored.height }).where(eq(mediaItems.id, hoodie!.imageId!));
    await handle.close();
    // What every instance of one shop shares: the database, the secret and the public origin (the proxy's).
    const shared = { DATABASE_URL: copy.url, SESSION_SECRET: TEST_SESSION_SECRET, PUBLIC_URL: 'http://shop.test' };
    instances = [await startInstance({ ...shared, DATA_DIR: firstDataDir }), await startInstance({ ...shared, DATA_DIR: tempDir() })];
  }, 240_000);
  afterAll(async () => {
    await Promise.all(instances.map((instance) => stop(instance.child)));
    await drop?.();
  });

  it('lets a shopper browse, add, apply a coupon, sign in, check out, see the order and its image on alternating instances', async () => {
    const shopper = new AlternatingShopper(instances.map((instance) => instance.origin));
    const list = await shopper.send('{ products(first: 50) { nodes { databaseId slug } } }');
    const idOf = (slug: string) => list.products.nodes.find((node: { slug: string }) => node.slug === slug).databaseId as number;
    const product = await shopper.send('query ($slug: ID!) { product(id: $slug, idType: SLUG) { name image { sourceUrl(size: WOOCOMMERCE_THUMBNAIL) } } }', { slug: 'hoodie' });
    imagePath = new URL(product.product.image.sourceUrl).pathname;

    await shopper.send('mutation ($id: Int!) { addToCart(input: { productId: $id, quantity: 2 }) { cart { isEmpty } } }', { id: idOf('belt') });
    const coupon = await shopper.send('mutation { applyCoupon(input: { code: "welcome10" }) { cart { appliedCoupons { code } contents { itemCount } } } }');
    expect(coupon.applyCoupon.cart).toEqual({ appliedCoupons: [{ code: 'welcome10' }], contents: { itemCount: 2 } });

    await shopper.send('mutation ($input: RegisterCustomerInput!) { registerCustomer(input: $input) { customer { databaseId } } }', {
      input: { username: 'ada-scale', email: BILLING.email, password: 'violet tram 58 lantern' },
    });
    const login = await shopper.send('mutation { login(input: { provider: PASSWORD, credentials: { username: "ada-scale", password: "violet tram 58 lantern" } }) { authToken } }');
    shopper.authToken = login.login.authToken;
    // The guest cart followed the shopper into the account, whichever instance answers.
    const cart = await shopper.send('{ cart { contents { itemCount } appliedCoupons { code } } viewer { username } }');
    expect(cart).toEqual({ cart: { contents: { itemCount: 2 }, appliedCoupons: [{ code: 'welcome10' }] }, viewer: { username: 'ada-scale' } });

    const checkout = await shopper.send('mutation ($input: CheckoutInput!) { checkout(input: $input) { result order { databaseId } } }', {
      input: { paymentMethod: 'cod', billing: BILLING },
    });
    expect(checkout.checkout.result).toBe('success');
    const orders = await shopper.send('{ customer { orders { nodes { databaseId lineItems { nodes { quantity } } } } } cart { isEmpty } }');
    expect(orders.customer.orders.nodes).toEqual([{ databaseId: checkout.checkout.order.databaseId, lineItems: { nodes: [{ quantity: 2 }] } }]);
    expect(orders.cart.isEmpty).toBe(true);
    expect(new Set(shopper.servedBy).size).toBe(2);

    // The second instance never had the picture on its disk; it fetches the original from the database.
    for (const instance of instances) {
      const image = await fetch(`${instance.origin}${imagePath}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
    }
  }, 180_000);
});

describe.each(testDatabaseKinds.filter((kind) => kind === 'postgres'))('workers sharing one port on a %s database', () => {
  let server: Awaited<ReturnType<typeof startInstance>>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const copy = await copyPostgresTemplate();
    drop = copy.drop;
    server = await startInstance({ DATABASE_URL: copy.url, SESSION_SECRET: TEST_SESSION_SECRET, DATA_DIR: tempDir(), WORKERS: '2' });
  }, 240_000);
  afterAll(async () => {
    await stop(server.child);
    await drop?.();
  });

  // A new connection for every request, so that the primary hands them out in turn.
  const freshConnection = (path: string) => fetch(`${server.origin}${path}`, { headers: { connection: 'close' } });

  it('serves from every worker, starts a worker again when one dies, and stops them all on SIGTERM', async () => {
    const primary = server.child.pid!;
    const before = workersOf(primary);
    expect(before).toHaveLength(2);
    // The primary said it once, for both workers, once both listened.
    expect(server.stdout().match(/^Vitrine is ready at .*$/gm)).toEqual([expect.stringMatching(/, 2 server processes\)$/)]);
    const answers = await Promise.all(Array.from({ length: 60 }, () => freshConnection('/graphql?query=%7B%20products(first%3A%205)%20%7B%20nodes%20%7B%20slug%20%7D%20%7D%20%7D')));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const after = workersOf(primary);
    for (const worker of before) expect(after.find((other) => other.pid === worker.pid)!.cpuTicks, `worker ${worker.pid}`).toBeGreaterThan(worker.cpuTicks);

    process.kill(before[0]!.pid, 'SIGKILL');
    // A connection handed to the worker as it died is reset; the shop answers again at once, and a new
    // worker takes the place of the one that died.
    const answered = async () => {
      for (let attempt = 0; attempt < 40; attempt += 1) {
        if (await freshConnection('/healthz').then((answer) => answer.ok, () => false)) return true;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      return false;
    };
    expect(await answered()).toBe(true);
    let replaced: { pid: number }[] = [];
    for (let attempt = 0; attempt < 120 && replaced.length < 2; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      replaced = workersOf(primary);
    }
    expect(replaced.map((worker) => worker.pid)).not.toContain(before[0]!.pid);
    expect(replaced).toHaveLength(2);
    expect(await answered()).toBe(true);

    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(workersOf(primary)).toEqual([]);
  }, 120_000);
});
