import { parseArgs } from 'node:util';
import { startWooGraphQLDouble } from './double';

/**
 * `node --import tsx e2e/woographql-double/main.ts --backend <url> --port <n> [--delay <ms>] [--host <h>]`:
 * a WooGraphQL 1.0.2 stand-in in front of a running Vitrine server (started with CURRENCY=USD).
 */
const usage = 'usage: node --import tsx e2e/woographql-double/main.ts --backend http://127.0.0.1:4180/graphql --port 4190 [--delay <ms>] [--host 127.0.0.1]\n';

async function main() {
  let values;
  try {
    ({ values } = parseArgs({
      options: { backend: { type: 'string' }, port: { type: 'string' }, delay: { type: 'string' }, host: { type: 'string' } },
    }));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${usage}`);
    process.exit(2);
  }
  const port = Number(values.port);
  const delayMs = Number(values.delay ?? 0);
  if (!values.backend || !/^https?:\/\//.test(values.backend) || !Number.isInteger(port) || port < 0 || !(delayMs >= 0)) {
    process.stderr.write(usage);
    process.exit(2);
  }
  const double = await startWooGraphQLDouble({ backend: values.backend, port, host: values.host, delayMs });
  process.stdout.write(`WooGraphQL 1.0.2 double listening on ${double.url} (backend ${values.backend}${delayMs ? `, +${delayMs} ms` : ''})\n`);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      void double.close().then(() => process.exit(0));
    });
  }
}

void main();
