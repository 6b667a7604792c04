import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject } from '../server/test/project-copy';

const COMPONENT = 'src/components/ProductDetails/ProductDetails.tsx';

/** A fragment that does not compile must stop a build or a type check, never pass on stale artifacts. */
describe.each(['build', 'typecheck'])('npm run %s', (script) => {
  let copy = '';
  beforeAll(() => {
    copy = copyProject();
    const file = path.join(copy, COMPONENT);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/(fragment ProductDetails_product on Product \{\n\s+databaseId\n)/, '$1        featurd\n'));
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it("fails with relay-compiler's message when a fragment does not compile", () => {
    const result = spawnSync('npm', ['run', '--silent', script], { cwd: copy, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' }, timeout: 120_000 });
    expect(result.status).not.toBe(0);
    expect(`${result.stdout}${result.stderr}`).toContain('The type `Product` has no field `featurd`. Did you mean `featured`?');
    expect(`${result.stdout}${result.stderr}`).toMatch(new RegExp(`${COMPONENT.replace(/\./g, '\\.')}:\\d+:\\d+`));
  });
});
