import { spawn, type ChildProcess } from 'node:child_process';

/**
 * `npm run dev`: the commerce server (restarted on change) and Vite with hot reload; Vite proxies
 * /graphql and /images to the server, so the storefront runs at http://localhost:5173.
 */
const children: ChildProcess[] = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env, STATIC_DIR: process.env.STATIC_DIR ?? '.no-static-in-dev' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit' }),
];

const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
for (const child of children) child.on('exit', (code) => {
  stopAll();
  process.exitCode = code ?? 0;
});
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
