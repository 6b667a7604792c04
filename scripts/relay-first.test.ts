import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject } from '../server/test/project-copy';

const COMPONENT = 'src/components/ProductDetails/ProductDetails.tsx';

/** A copy of the project whose product page fragment asks for a field Product does not have. */
function brokenProject(): string {
  const copy = copyProject();
  const file = path.join(copy, COMPONENT);
  writeFileSync(file, readFileSync(file, 'utf8').replace(/(fragment ProductDetails_product on Product \{\n\s+databaseId\n)/, '$1        featurd\n'));
  return copy;
}

const COMPILER_MESSAGE = 'The type `Product` has no field `featurd`. Did you mean `featured`?';

/** A fragment that does not compile must stop a build or a type check, never pass on stale artifacts. */
describe.each(['build', 'typecheck'])('npm run %s', (script) => {
  let copy = '';
  beforeAll(() => {
    copy = brokenProject();
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it("fails with relay-compiler's message when a fragment does not compile", () => {
    const result = spawnSync('npm', ['run', '--silent', script], { cwd: copy, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' }, timeout: 120_000 });
    expect(result.status).not.toBe(0);
    expect(`${result.stdout}${result.stderr}`).toContain(COMPILER_MESSAGE);
    expect(`${result.stdout}${result.stderr}`).toMatch(new RegExp(`${COMPONENT.replace(/\./g, '\\.')}:\\d+:\\d+`));
  });
});

describe('npm start on sources that do not build', () => {
  let copy = '';
  beforeAll(() => {
    copy = brokenProject();
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it("shows the build's output, says nothing was started, and exits 1", () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-if-stale.ts'], { cwd: copy, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' }, timeout: 120_000 });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('Building the storefront (its sources changed since the last build)...\n');
    expect(result.stderr).toContain(COMPILER_MESSAGE);
    expect(result.stderr).toMatch(/vitrine: the storefront build failed \(output above\); nothing was started\.\n$/);
  });
});
