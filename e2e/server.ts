import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { spawn } from 'node:child_process';
import { LocalOAuthProvider } from '../server/test/oauth-provider';
import { LocalSmtpServer } from '../server/test/smtp-server';
import { removeWhenGone, throwAwayDataDir } from './throwaway-data-dir';

/**
 * Starts the production server for the e2e suite exactly as `npm start` would (built dist/, demo
 * seed), on a throw-away data directory so every run begins with the same shop. Its mail goes to a
 * local SMTP catcher that the specs read on E2E_PORT + 1 (`/mail`), and its social login to a local
 * OAuth provider, so the journeys that need a mailed link or a provider run for real.
 */
const dataDir = throwAwayDataDir('vitrine-e2e-');
const port = process.env.E2E_PORT ?? '4173';
const mailboxPort = Number(port) + 1;

async function main() {
  const smtp = new LocalSmtpServer();
  await smtp.start();
  const oauth = new LocalOAuthProvider();
  await oauth.start();
  // The mail catcher, and the shop owner's `npm run order -- paid <number>` for specs that need a paid order.
  const mailbox = createServer((req, res) => {
    const paid = /^\/owner\/orders\/(\d+)\/paid$/.exec(req.url ?? '');
    if (req.method === 'POST' && paid) {
      const command = spawn(process.execPath, ['--import', 'tsx', 'server/services/orders/order-cli.ts', 'paid', paid[1]!], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      command.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      command.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      command.on('exit', (code) => {
        res.writeHead(code === 0 ? 200 : 500, { 'content-type': 'text/plain' });
        res.end(output);
      });
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(smtp.received));
  });
  await new Promise<void>((resolve) => mailbox.listen(mailboxPort, '127.0.0.1', resolve));

  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      ...oauth.env(),
      PORT: port,
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    },
  });

  removeWhenGone(dataDir, [process.pid, child.pid!]);
  const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
  child.on('exit', (code) => {
    cleanUp();
    void Promise.all([smtp.stop(), oauth.stop(), new Promise((resolve) => mailbox.close(resolve))]).finally(() => process.exit(code ?? 0));
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => child.kill(signal));
  }
}

void main();
