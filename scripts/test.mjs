#!/usr/bin/env node
// `npm test`: static checks, then every test (unit, API over HTTP on PostgreSQL — TEST_DATABASE_URL's
// server when set, else an embedded one — and browser tests in Debian's Chromium against the built app).
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
const report = join(mkdtempSync(join(tmpdir(), 'vetbo-test-')), 'report.json');
const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
const result = spawnSync('npx', ['vitest', 'run', ...reporters, ...only], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
// One plain closing line that any CI reads, whatever the runner.
if (existsSync(report)) {
  const { numPassedTests, numFailedTests, numPendingTests } = JSON.parse(readFileSync(report, 'utf8'));
  console.log(`\n${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests} skipped`);
}
process.exit(result.status ?? 1);
