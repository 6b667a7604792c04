import { spawn } from 'node:child_process';

/**
 * `npm run dev`: the commerce server, restarted when its code changes, rendering the storefront from
 * its sources through Vite (hot reload, relay-compiler on save) on one port: PORT, 3000 by default.
 */
const server = spawn(process.execPath, ['--import', 'tsx', '--watch', '--watch-preserve-output', 'server/main.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'development', ...process.env, VITRINE_DEV: '1' },
});

server.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
