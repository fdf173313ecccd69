import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// One test layout (issue 21): a test file says by its name what it tests — `<subject>.happy.test.ts` (what
// works), `<subject>.error.test.ts` (refused input, conflicts, failing dependencies) or
// `<subject>.security.test.ts` (access, attacks, forbidden imports) — and every data-making helper lives in
// one place: `apps/server/test/support/factories/` for the API tests, `packages/<name>/test/support/` for a
// package's tests, and `<subject>.fixtures.ts` beside the unit tests that live next to their code in
// `apps/*/src/`. The same names hold for the unit tests, wherever vitest's unit project finds them.
const API_TESTS = new URL('../test/', import.meta.url).pathname;
const E2E_TESTS = new URL('../../../e2e/tests/', import.meta.url).pathname;
const REPO = new URL('../../../', import.meta.url).pathname;
const TEST_NAME = /^[a-z0-9-]+\.(happy|error|security)\.test\.ts$/;
/** Any file a test runner could take for a test, whatever its ending. */
const TEST_LIKE = /\.(test|spec)\.[cm]?[jt]sx?$/;
const FIXTURES_NAME = /^([a-z0-9-]+)\.fixtures\.ts$/;

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

/** The unit project's folders (vitest.config.ts), as paths relative to the repository. */
function unitRoots(): string[] {
  const packages = readdirSync(join(REPO, 'packages'))
    .map((name) => `packages/${name}/test`)
    .filter((dir) => existsSync(join(REPO, dir)));
  return [...packages, 'apps/web/src', 'apps/server/src'];
}

/** Every file below the unit project's folders, as a path relative to the repository. */
function unitFiles(): string[] {
  return unitRoots().flatMap((root) => allFiles(join(REPO, root)).map((file) => `${root}/${file}`));
}

/** Every file below `root`, as a path relative to it. */
function allFiles(root: string, dir = root): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return allFiles(root, path);
    return [relative(root, path)];
  });
}

describe('the test layout', () => {
  const apiFiles = tsFiles(API_TESTS);
  const e2eFiles = tsFiles(E2E_TESTS);
  const units = unitFiles();
  const unitTests = units.filter((file) => TEST_LIKE.test(file));

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

  it('names every unit test file <subject>.happy|error|security.test.ts', () => {
    expect(unitTests.length).toBeGreaterThan(150);
    const misnamed = unitTests.filter((file) => !TEST_NAME.test(baseName(file)));
    expect(misnamed).toEqual([]);
  });

  it('keeps the helpers of a package’s tests in its test/support/, and no test there', () => {
    const packageFiles = units.filter((file) => file.startsWith('packages/'));
    const outside = packageFiles.filter(
      (file) =>
        !TEST_LIKE.test(file) && file.endsWith('.ts') && !/^packages\/[^/]+\/test\/support\//.test(file),
    );
    expect(outside).toEqual([]);
    expect(packageFiles.filter((file) => /\/test\/support\//.test(file) && TEST_LIKE.test(file))).toEqual([]);
  });

  it('names a helper beside unit tests <subject>.fixtures.ts, used by that subject’s tests only', () => {
    const appFiles = units.filter((file) => file.startsWith('apps/'));
    const fixtures = appFiles.filter((file) => FIXTURES_NAME.test(baseName(file)));
    const strays = appFiles.filter((file) =>
      /fixture|factor(y|ies)|test-?(utils|helpers|support)/i.test(baseName(file)),
    );
    expect(strays.filter((file) => !fixtures.includes(file) && !TEST_LIKE.test(file))).toEqual([]);
    for (const file of fixtures) {
      const subject = (FIXTURES_NAME.exec(baseName(file)) as RegExpExecArray)[1];
      const dir = file.slice(0, file.lastIndexOf('/') + 1);
      const tests = unitTests.filter(
        (test) => test.startsWith(dir) && baseName(test).startsWith(`${subject}.`),
      );
      expect(tests, file).not.toEqual([]);
    }
    // Product code never reaches a test's fixtures: only test files and other fixtures import them.
    const importers = appFiles
      .filter((file) => /\.tsx?$/.test(file) && !TEST_LIKE.test(file) && !FIXTURES_NAME.test(baseName(file)))
      .filter((file) => /from\s+'[^']*\.fixtures(\.ts)?'/.test(readFileSync(join(REPO, file), 'utf8')));
    expect(importers).toEqual([]);
  });
});
