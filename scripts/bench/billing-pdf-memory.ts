// Where the memory of issuing PDF/A-3 + Factur-X goes, stage by stage, without a database: synthetic
// documents (the package's bench factory) built one after the other as a billing run's job does.
//   node --heap-growing-percent=50 --import tsx scripts/bench/billing-pdf-memory.ts [count=10000] [--gc]
//     [--in-process]
// buildBillingPdf issues in its document thread; --in-process calls issueBillingPdf in the main thread
// instead (what buildBillingPdf did before the thread), to compare.
// Runs as well without tsx (Node 24 strips the types): node --heap-growing-percent=50 scripts/bench/….
// Prints one line per stage (rss, heapUsed, external, arrayBuffers, peak RSS so far, in MB), then a JSON
// summary. --gc (with --expose-gc) collects before each figure, to show the live memory apart from garbage.
// The modules are imported dynamically so that the first stage is Node (and the loader) alone.

import { getHeapSpaceStatistics } from 'node:v8';

const count = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 10_000);
const collect = process.argv.includes('--gc') ? (globalThis as { gc?: () => void }).gc : undefined;
const mb = (bytes: number): number => Math.round(bytes / 1024 / 1024);

function stage(name: string): void {
  collect?.();
  const m = process.memoryUsage();
  const peak = Math.round(process.resourceUsage().maxRSS / 1024);
  // V8's committed memory per space: which part of the heap the resident memory is.
  const spaces = getHeapSpaceStatistics()
    .filter((space) => space.space_size >= 1024 * 1024)
    .map((space) => `${space.space_name.replace(/_space$/, '')} ${mb(space.space_size)}`)
    .join(', ');
  console.log(
    `${name.padEnd(28)} rss ${mb(m.rss)} heapUsed ${mb(m.heapUsed)} heapTotal ${mb(m.heapTotal)} ` +
      `external ${mb(m.external)} arrayBuffers ${mb(m.arrayBuffers)} peak ${peak} (${spaces})`,
  );
}

stage('node started');
const inProcess = process.argv.includes('--in-process');
const build = inProcess
  ? (await import('../../packages/invoice-documents/src/issue.ts')).issueBillingPdf
  : (await import('../../packages/invoice-documents/src/billing-pdf.ts')).buildBillingPdf;
const { benchDocument } = await import('../../packages/invoice-documents/bench/issue-documents.ts');
stage('modules imported');

const checkpoints = new Set([1, 10, 100, 1_000, 2_000, 5_000, count]);
let bytes = 0;
const started = performance.now();
const cpuBefore = process.cpuUsage();
for (let i = 0; i < count; i++) {
  const { pdf } = await build(benchDocument(i));
  bytes += pdf.length;
  if (checkpoints.has(i + 1)) stage(`${i + 1} documents`);
}
const seconds = (performance.now() - started) / 1000;
// The process's CPU time (all its threads): a figure that other work on the machine does not lower.
const cpu = process.cpuUsage(cpuBefore);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
console.log(
  JSON.stringify({
    documents: count,
    thread: !inProcess,
    seconds: Number(seconds.toFixed(1)),
    documentsPerSecond: Number((count / seconds).toFixed(1)),
    cpuSeconds: Number(cpuSeconds.toFixed(1)),
    documentsPerCpuSecond: Number((count / cpuSeconds).toFixed(1)),
    kbEach: Math.round(bytes / count / 1024),
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  }),
);
