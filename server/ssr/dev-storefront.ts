import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyServerFactory } from 'fastify';
import type { InlineConfig, UserConfigExport } from 'vite';
import { inlineScriptHashes, parseTemplate } from './template';
import type { LoadedStorefront, StorefrontRenderer } from './storefront';

const SERVER_ENTRY = '/src/entry-server.tsx';

/** The storefront rendered from its sources by Vite, and the HTTP server Vite's middleware sits in front of. */
export interface DevStorefront {
  storefront: LoadedStorefront;
  /** Fastify's HTTP server: Vite answers its own requests (modules, HMR, public/), Fastify the rest. */
  serverFactory: FastifyServerFactory;
  close(): Promise<void>;
}

/**
 * `npm run dev`: Vite in middleware mode inside the commerce server, so a page is rendered, carries its
 * Relay records and hydrates exactly as with `npm start`, while every request loads the current
 * sources (`ssrLoadModule`) and the browser gets hot updates over the same port.
 */
export async function startDevStorefront(root = process.cwd()): Promise<DevStorefront> {
  const httpServer: Server = createServer();
  // vite is a development dependency: loaded only here, never by a production server. The config is
  // imported as a module (not read by Vite from a temporary bundle), so `node --watch` restarts the
  // server when it changes and is not restarted by Vite's temporary files.
  const { createServer: createViteServer } = await import('vite');
  const { default: exported } = (await import('../../vite.config.mts')) as { default: UserConfigExport };
  // The config may be a function of how Vite runs (the build groups the browser's files, for one).
  const config: InlineConfig = typeof exported === 'function' ? await exported({ command: 'serve', mode: 'development', isSsrBuild: false, isPreview: false }) : await exported;
  const vite = await createViteServer({
    ...config,
    configFile: false,
    root,
    appType: 'custom',
    server: { ...config.server, middlewareMode: true, ws: { server: httpServer } },
  });
  const load = () => vite.ssrLoadModule(SERVER_ENTRY) as Promise<StorefrontRenderer>;
  const { graphqlEndpoint } = await load();
  const html = await vite.transformIndexHtml('/', await readFile(path.join(root, 'index.html'), 'utf8'));
  const renderer: StorefrontRenderer = {
    graphqlEndpoint,
    render: async (options) => {
      try {
        return await (await load()).render(options);
      } catch (error) {
        // The stack then names the source files and lines, not Vite's transformed modules.
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        throw error;
      }
    },
  };
  const serverFactory: FastifyServerFactory = (handler) => {
    httpServer.on('request', (req: IncomingMessage, res: ServerResponse) => vite.middlewares(req, res, () => handler(req, res)));
    return httpServer;
  };
  return {
    storefront: { renderer, template: parseTemplate(html), scriptHashes: inlineScriptHashes(html), development: true },
    serverFactory,
    close: () => vite.close(),
  };
}
