#!/usr/bin/env node
// `npm test`: static checks, then every test (unit, API over HTTP on PostgreSQL — TEST_DATABASE_URL's
// server when set, else an embedded one — and browser tests in Debian's Chromium against the built app).
import { execSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const run = (title, command, args, env = {}) => {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
};

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  );
  return candidates.find((path) => existsSync(path));
}

function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isDebian = existsSync('/etc/debian_version');
  const isRoot = process.getuid?.() === 0;
  if (isDebian && isRoot) {
    console.log('▶ Chromium is missing: installing Debian’s chromium package');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    'Browser tests need Chromium. Install your system’s "chromium" package (Debian: apt-get install chromium)\n' +
      'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
  );
  process.exit(1);
}

/** The invoice PDF tests read rendered pages with poppler (pdftoppm, pdftotext): Debian's package. */
function ensurePoppler() {
  const has = () => spawnSync('pdftoppm', ['-v'], { stdio: 'ignore' }).error === undefined;
  if (has()) return;
  if (existsSync('/etc/debian_version') && process.getuid?.() === 0) {
    console.log('▶ pdftoppm is missing: installing Debian’s poppler-utils package');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils', {
      stdio: 'inherit',
    });
    if (has()) return;
  }
  console.error('The invoice PDF tests need poppler-utils (Debian: apt-get install poppler-utils).');
  process.exit(1);
}

// CI runs Node.js 24 LTS (.ci/run, .nvmrc); say which one runs here, and when it is past its end of life.
const nodeMajor = Number(process.versions.node.split('.')[0]);
console.log(`▶ Node.js ${process.version}`);
if (nodeMajor < 22)
  console.warn(`  Node.js ${nodeMajor} is past its end of life: Vetbo targets Node.js 24 LTS (.nvmrc).`);

const chromium = ensureChromium();
ensurePoppler();
const only = process.argv.slice(2);
if (only.length === 0) {
  run('Lint and format (Biome)', 'npx', ['biome', 'check', '.']);
  run('Type check', 'npm', ['run', '--silent', 'typecheck']);
  run('OpenAPI document and client types are up to date', 'npm', ['run', '--silent', 'openapi:check']);
}
run('Build the web app', 'npm', ['run', '--silent', 'build']);
console.log(
  `\n▶ Tests: unit, API (on ${process.env.TEST_DATABASE_URL ? 'TEST_DATABASE_URL' : 'an embedded PostgreSQL'}), browser`,
);
const reportDir = mkdtempSync(join(tmpdir(), 'vetbo-test-'));
const env = { ...process.env, CHROMIUM_PATH: chromium };
// Colours when the terminal shows them (the runs below write into pipes).
if (process.stdout.isTTY && env.FORCE_COLOR === undefined) env.FORCE_COLOR = '1';

/** One vitest run, its lines passed on whole (two runs share the output), its JSON report in reportDir. */
function vitest(name, args) {
  const report = join(reportDir, `${name}.json`);
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  const child = spawn('npx', ['vitest', 'run', ...reporters, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  createInterface({ input: child.stdout }).on('line', (line) => process.stdout.write(`${line}\n`));
  createInterface({ input: child.stderr }).on('line', (line) => process.stderr.write(`${line}\n`));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => resolve({ name, report, status: code ?? (signal ? 1 : 0) }));
  });
}

// The browser tests (their own product and PostgreSQL) run beside the unit and API tests (the machine's
// PostgreSQL or an embedded one), each run one file at a time: they wait on a server or a browser much of
// the time, so on two cores both take 14 minutes where one after the other took 20 (docs/performance.md).
// Vitest alone would not: it runs every project limited to one worker in a single queue. A selection
// (`npm test -- <files or options>`) is one run.
const runs = await Promise.all(
  only.length > 0
    ? [vitest('selection', only)]
    : [
        vitest('unit-api', ['--project', 'unit', '--project', 'api']),
        vitest('browser', ['--project', 'e2e']),
      ],
);
// One plain closing summary that any CI reads, whatever the runner: the counts, and each failed test — and
// each file that failed outside its tests (a hook that timed out, an import that threw), which counts no
// failed test but fails the run.
const totals = { passed: 0, failed: 0, skipped: 0, filesFailedOutsideTests: 0 };
for (const finished of runs) {
  if (!existsSync(finished.report)) {
    console.error(`\n✖ The ${finished.name} tests gave no report (exit ${finished.status})`);
    continue;
  }
  const report = JSON.parse(readFileSync(finished.report, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests;
  for (const file of report.testResults) {
    const name = file.name.replace(`${process.cwd()}/`, '');
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failedTests) console.error(`✖ ${name} › ${test.fullName}`);
    if (file.status === 'failed' && failedTests.length === 0) {
      totals.filesFailedOutsideTests++;
      console.error(`✖ ${name} (outside its tests): ${file.message.split('\n')[0]}`);
    }
  }
}
const outside = totals.filesFailedOutsideTests;
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped` +
    (outside > 0 ? `; ${outside} file${outside > 1 ? 's' : ''} failed outside their tests` : ''),
);
process.exit(runs.find((finished) => finished.status !== 0)?.status ?? 0);
