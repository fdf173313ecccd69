import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// One test layout (issue 21): a test file says by its name what it tests — `<subject>.happy.test.ts` (what
// works), `<subject>.error.test.ts` (refused input, conflicts, failing dependencies) or
// `<subject>.security.test.ts` (access, attacks) — and every data-making helper lives in one place,
// `apps/server/test/support/factories/`, beside the other support files.
const API_TESTS = new URL('../test/', import.meta.url).pathname;
const E2E_TESTS = new URL('../../../e2e/tests/', import.meta.url).pathname;
const TEST_NAME = /^[a-z0-9-]+\.(happy|error|security)\.test\.ts$/;

/** Every .ts file below `root`, as a path relative to it. */
function tsFiles(root: string, dir = root): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(path).isDirectory()) return tsFiles(root, path);
    return name.endsWith('.ts') ? [relative(root, path)] : [];
  });
}

const baseName = (file: string) => file.split('/').at(-1) as string;

describe('the test layout', () => {
  const apiFiles = tsFiles(API_TESTS);
  const e2eFiles = tsFiles(E2E_TESTS);

  it('names every API and browser test file <subject>.happy|error|security.test.ts', () => {
    const tests = [...apiFiles.map((f) => `apps/server/test/${f}`), ...e2eFiles.map((f) => `e2e/tests/${f}`)]
      .filter((file) => file.endsWith('.test.ts'))
      .filter((file) => !file.startsWith('apps/server/test/support/'));
    expect(tests.length).toBeGreaterThan(100);
    expect(tests.filter((file) => !TEST_NAME.test(baseName(file)))).toEqual([]);
  });

  it('keeps tests in a topic folder and no test in support/', () => {
    expect(apiFiles.filter((file) => file.endsWith('.test.ts') && !file.includes('/'))).toEqual([]);
    expect(apiFiles.filter((file) => file.startsWith('support/') && file.endsWith('.test.ts'))).toEqual([]);
  });

  it('holds no helper beside the tests: factories and worlds live in apps/server/test/support/', () => {
    const helpers = apiFiles.filter(
      (file) => !file.endsWith('.test.ts') && !file.startsWith('support/') && file !== 'global-setup.ts',
    );
    expect(helpers).toEqual([]);
    expect(e2eFiles.filter((file) => !file.endsWith('.test.ts'))).toEqual([]);
  });

  it('puts every factory or world in support/factories/, one file per resource or world', () => {
    const misplaced = apiFiles.filter(
      (file) => /(^|\/)factories\.ts$|-world\.ts$/.test(file) && !file.startsWith('support/factories/'),
    );
    expect(misplaced).toEqual([]);
    expect(apiFiles.filter((file) => file === 'support/factories/index.ts')).toEqual([]);
  });
});
