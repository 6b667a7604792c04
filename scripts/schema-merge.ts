import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readBackendSchema, readExtensions, storefrontSchema, storefrontSchemaPath } from '../server/graphql/schema-sources';

/**
 * Writes schema/__generated__/storefront.graphql, the schema relay-compiler reads: schema.graphql with
 * extensions.graphql merged in. `--check` only says whether the file is current (exit 1 when not).
 */
function main() {
  const merged = storefrontSchema(readBackendSchema(), readExtensions());
  const relative = path.relative(process.cwd(), storefrontSchemaPath);
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(storefrontSchemaPath, 'utf8');
    } catch {
      // A missing file is stale too.
    }
    if (current !== merged) {
      process.stderr.write(`${relative} is stale: run \`npm run relay\` and commit it\n`);
      process.exit(1);
    }
    return;
  }
  mkdirSync(path.dirname(storefrontSchemaPath), { recursive: true });
  writeFileSync(storefrontSchemaPath, merged);
}

main();
