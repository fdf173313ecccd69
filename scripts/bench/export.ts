// The export over HTTP (CSV and XLSX, all establishments) against `\copy` of the same statement,
// with the server's memory growth while it runs (the server runs in this process).
import { execFile, execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { establishmentExportCellsWithLabels } from '../../apps/server/src/modules/establishments/establishment-export-sql.ts';
import { type BenchContext, ms } from './support.ts';

const run = promisify(execFile);
const RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 2);
const MB = 1024 * 1024;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function copyMs(databaseUrl: string): number {
  const { text } = establishmentExportCellsWithLabels({}, []);
  const command = `\\copy (${text.replace(/\s+/g, ' ')}) to '/dev/null' with (format csv, delimiter ';', header)`;
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < RUNS + 1; run++) {
    const start = performance.now();
    execFileSync('psql', ['-X', '-q', databaseUrl, '-c', command]);
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

async function exportOnce(ctx: BenchContext, format: 'csv' | 'xlsx') {
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 10);
  // The download runs in another process (curl), so that this process's memory is the server's alone.
  const start = performance.now();
  const { stdout } = await run('curl', [
    '-s',
    '-o',
    '/dev/null',
    '-w',
    '%{http_code} %{size_download}',
    '-H',
    `authorization: Bearer ${ctx.token}`,
    `${ctx.baseUrl}/v1/veterinary_establishments/export?format=${format}`,
  ]);
  const elapsed = performance.now() - start;
  const [status, bytes] = stdout.split(' ').map(Number) as [number, number];
  clearInterval(sampler);
  return {
    status,
    elapsed,
    bytes,
    rssGrowth: (peakRss - before.rss) / MB,
    heapGrowth: (peakHeap - before.heapUsed) / MB,
  };
}

export async function benchExport(ctx: BenchContext): Promise<string> {
  const copy = copyMs(ctx.databaseUrl);
  const lines = [
    `### Export of every establishment — best of ${RUNS} runs`,
    '',
    `\`\\copy\` of the same statement (psql, to /dev/null): **${ms(copy)} ms**. Memory: the server's peak`,
    'growth during one export (the download runs in curl, so this process holds the server alone).',
    '',
    '| format | status | size MB | time ms | × \\copy | peak RSS growth MB | peak heap growth MB |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const format of ['csv', 'xlsx'] as const) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await exportOnce(ctx, format));
    const best = runs.reduce((a, b) => (b.elapsed < a.elapsed ? b : a));
    const worstRss = Math.max(...runs.map((r) => r.rssGrowth));
    if (process.env.BENCH_VERBOSE) console.log(format, runs);
    const worstHeap = Math.max(...runs.map((r) => r.heapGrowth));
    lines.push(
      `| ${format} | ${best.status} | ${(best.bytes / MB).toFixed(1)} | ${ms(best.elapsed)} | ` +
        `${(best.elapsed / copy).toFixed(2)} | ${worstRss.toFixed(0)} | ${worstHeap.toFixed(0)} |`,
    );
  }
  return lines.join('\n');
}

/**
 * What the exports leave on the heap, after a forced full collection: run last. A forced collection
 * (gc()) records a marking speed far above V8's own, after which V8 grows the heap by its smallest factor
 * (1.1, `--trace-gc-verbose`) and marks again every few hundred milliseconds: every later export and load
 * of the process ran up to twice as slow. The server never forces one; the timed runs come before it.
 */
export async function benchExportRetention(ctx: BenchContext): Promise<string> {
  gc();
  const before = process.memoryUsage().heapUsed;
  for (const format of ['csv', 'xlsx'] as const) await exportOnce(ctx, format);
  gc();
  const kept = (process.memoryUsage().heapUsed - before) / MB;
  return `### Export: heap kept after a CSV and an XLSX export and a full collection\n\n${kept.toFixed(1)} MB.`;
}
