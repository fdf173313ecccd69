// Billing's figures (issue 23 §6): a subscription run of 10 000 invoices through the API against the same
// documents and lines inserted by plain `pg`, then the invoices list and its quick filters on 1 000 000
// invoices (billing-lists.ts), then the run's PDFs.
import { execFile } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { signInForAccessToken } from '../../apps/server/test/support/oidc-client.ts';
import { ensureListInvoices, LIST_INVOICES, prepareDuePeriods, RUN_INVOICE_DATE } from './billing-data.ts';
import { benchBillingLists } from './billing-lists.ts';
import type { BenchContext } from './support.ts';

const BATCH = 50;

interface RunFigures {
  seconds: number;
  issued: number;
  lines: number;
  status: string;
  lastError: string | null;
}

async function api(ctx: BenchContext, token: string, method: string, path: string, body?: unknown) {
  const answer = await fetch(`${ctx.baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as { data: Record<string, unknown> } };
}

/** POST /v1/billing_runs, then its progress every 50 ms until DONE or FAILED. */
async function timedRun(ctx: BenchContext, token: string): Promise<RunFigures & { runId: number }> {
  const started = performance.now();
  const start = await api(ctx, token, 'POST', '/v1/billing_runs', { invoiceDate: RUN_INVOICE_DATE });
  if (start.status !== 202)
    throw new Error(`POST /v1/billing_runs: ${start.status} ${JSON.stringify(start.body)}`);
  const runId = start.body.data.id as number;
  for (;;) {
    const run = (await api(ctx, token, 'GET', `/v1/billing_runs/${runId}`)).body.data;
    if (run.status === 'DONE' || run.status === 'FAILED') {
      const seconds = (performance.now() - started) / 1000;
      return {
        runId,
        seconds,
        issued: run.documentsIssued as number,
        lines: 0,
        status: run.status as string,
        lastError: run.lastError as string | null,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** What must hold after the run: numbers 1..N per creditor and year in date order, each period billed once. */
async function runChecks(client: pg.Client, runId: number) {
  const q = async (text: string, values: unknown[] = []) =>
    Number((await client.query(text, values)).rows[0]?.n ?? 0);
  return {
    lines: await q(
      'select count(*)::int as n from billing_document_lines l join billing_documents d on d.id = l.document_id where d.billing_run_id = $1',
      [runId],
    ),
    seriesWithGaps:
      await q(`select count(*)::int as n from (select 1 from billing_documents where status = 'ISSUED'
      group by creditor_id, series, issue_year having min(sequence) <> 1 or max(sequence) <> count(*)) gaps`),
    backInTime: await q(`select count(*)::int as n from (select issue_date < lag(issue_date) over (
      partition by creditor_id, series, issue_year order by sequence) as back from billing_documents where status = 'ISSUED') x where back`),
    periodsLeft: await q(
      `select count(*)::int as n from veterinary_establishment_service_periods
        where invoice_id is null and should_generate_invoice and start_date <= $1`,
      [RUN_INVOICE_DATE],
    ),
    periodsTwice:
      await q(`select count(*)::int as n from (select veterinary_establishment_service_period_id from billing_document_lines
      where category = 'SERVICE_SALES' and veterinary_establishment_service_period_id is not null group by 1 having count(*) > 1) twice`),
  };
}

const DOCUMENT_COLUMNS = [
  'document_type',
  'series',
  'status',
  'category',
  'creditor_id',
  'veterinary_establishment_id',
  'veterinary_group_id',
  'legal_structure_id',
  'client_name',
  'sender_address_identity_name',
  'payment_method',
  'payment_status',
  'billing_account_id',
  'bank_account_rum',
  'accounting_code',
  'delivery_information_code',
  'amount_without_vat',
  'vat_amount',
  'amount_with_vat',
  'paid_amount',
  'number',
  'issue_year',
  'sequence',
  'issue_date',
  'due_date',
  'period_start_date',
  'period_end_date',
  'billing_run_id',
  'content',
  'content_hash',
  'previous_hash',
  'created_by_user_id',
  'issued_date',
]; // prettier-ignore
const LINE_COLUMNS = [
  'document_id',
  'position',
  'accounting_code',
  'product_code',
  'summary',
  'description',
  'category',
  'vat_category',
  'vat_rate',
  'quantity',
  'unit_price_without_vat',
  'amount_without_vat',
  'analytic_code',
  'veterinary_establishment_service_period_id',
  'veterinary_establishment_service_delivery_id',
]; // prettier-ignore

const valuesOf = (rows: unknown[][], width: number) =>
  rows
    .map((_, r) => `(${Array.from({ length: width }, (_, c) => `$${r * width + c + 1}`).join(',')})`)
    .join(',');

/**
 * The ceiling: the run's documents and lines written again by plain `pg`, 50 documents per transaction
 * (one multi-row INSERT for the documents, one for their lines), same columns and widths. As drafts
 * without a number (in another year) so that the unique keys hold and they can be deleted afterwards.
 */
async function plainInsertCeiling(
  client: pg.Client,
  runId: number,
): Promise<{ seconds: number; lines: number }> {
  const docs = (
    await client.query({
      text: `select ${DOCUMENT_COLUMNS.join(', ')}, id from billing_documents
    where billing_run_id = $1 order by id`,
      values: [runId],
      rowMode: 'array',
    })
  ).rows as unknown[][]; // prettier-ignore
  const lineRows = (
    await client.query({
      text: `select ${LINE_COLUMNS.join(', ')} from billing_document_lines where document_id in
        (select id from billing_documents where billing_run_id = $1) order by document_id, position`,
      values: [runId],
      rowMode: 'array',
    })
  ).rows as unknown[][];
  const linesOf = new Map<number, unknown[][]>();
  for (const line of lineRows)
    linesOf.set(line[0] as number, [...(linesOf.get(line[0] as number) ?? []), line]);
  const status = DOCUMENT_COLUMNS.indexOf('status');
  const number = DOCUMENT_COLUMNS.indexOf('number');
  const year = DOCUMENT_COLUMNS.indexOf('issue_year');
  const copies: number[] = [];
  const started = performance.now();
  for (let i = 0; i < docs.length; i += BATCH) {
    const batch = docs.slice(i, i + BATCH);
    await client.query('begin');
    const rows = batch.map((doc) => {
      const copy = doc.slice(0, DOCUMENT_COLUMNS.length);
      copy[status] = 'DRAFT';
      copy[number] = null;
      copy[year] = (doc[year] as number) + 1000;
      return copy;
    });
    const inserted = await client.query<{ id: number }>(
      `insert into billing_documents (${DOCUMENT_COLUMNS.join(', ')}) values ${valuesOf(rows, DOCUMENT_COLUMNS.length)} returning id`,
      rows.flat(),
    );
    const lines = batch.flatMap((doc, index) =>
      (linesOf.get(doc[DOCUMENT_COLUMNS.length] as number) ?? []).map((line) => [
        inserted.rows[index]?.id,
        ...line.slice(1),
      ]),
    );
    if (lines.length)
      await client.query(
        `insert into billing_document_lines (${LINE_COLUMNS.join(', ')}) values ${valuesOf(lines, LINE_COLUMNS.length)}`,
        lines.flat(),
      );
    await client.query('commit');
    copies.push(...inserted.rows.map((row) => row.id));
  }
  const seconds = (performance.now() - started) / 1000;
  await client.query('delete from billing_documents where id = any($1::int[])', [copies]);
  await client.query('vacuum analyze billing_documents, billing_document_lines');
  return { seconds, lines: lineRows.length };
}

async function benchBillingRun(ctx: BenchContext): Promise<{ section: string; runId: number }> {
  await ensureListInvoices(ctx.databaseUrl, LIST_INVOICES);
  const due = await prepareDuePeriods(ctx.databaseUrl);
  console.log(`▶ billing run: ${due.groups} groups, ${due.periods} periods`);
  const token = await signInForAccessToken(ctx.baseUrl, 'accountant@vetbo.test', 'vetbo-demo');
  const run = await timedRun(ctx, token);
  const client = new pg.Client({ connectionString: ctx.databaseUrl });
  await client.connect();
  try {
    const checks = await runChecks(client, run.runId);
    // The verification walks every issued document (2.5 min for a million): BENCH_BILLING_VERIFY=0 skips it.
    const verify = process.env.BENCH_BILLING_VERIFY !== '0';
    const verifyStart = performance.now();
    const verification = verify
      ? await api(ctx, token, 'GET', '/v1/billing_chains/verification')
      : { status: 200, body: { data: [] } };
    const verifySeconds = (performance.now() - verifyStart) / 1000;
    const chains = verification.body.data as unknown as { valid: boolean; checked: number }[];
    const chainsValid = verification.status === 200 && chains.every((chain) => chain.valid);
    const ceiling = await plainInsertCeiling(client, run.runId);
    const rate = run.issued / run.seconds;
    const ceilingRate = run.issued / ceiling.seconds;
    const sound =
      run.status === 'DONE' &&
      run.issued === due.groups &&
      checks.seriesWithGaps === 0 &&
      checks.backInTime === 0 &&
      checks.periodsLeft === 0 &&
      checks.periodsTwice === 0 &&
      chainsValid;
    const section = [
      `### Billing run — ${due.groups} invoices (${due.periods} periods), ${BATCH} per transaction`,
      '',
      '| measured | invoices | lines | seconds | invoices/s | share of plain pg |',
      '|---|---|---|---|---|---|',
      `| subscription run through the API (POST → DONE, numbers, content, seal, periods marked) | ${run.issued} | ${checks.lines} | ${run.seconds.toFixed(1)} | ${rate.toFixed(0)} | ${((100 * rate) / ceilingRate).toFixed(0)} % |`,
      `| the same documents and lines inserted by plain pg (multi-row INSERTs, ${BATCH} per transaction) | ${run.issued} | ${ceiling.lines} | ${ceiling.seconds.toFixed(1)} | ${ceilingRate.toFixed(0)} | 100 % |`,
      '',
      `Checks: series with a gap ${checks.seriesWithGaps}, numbers back in time ${checks.backInTime}, due periods left ` +
        `${checks.periodsLeft}, periods billed twice ${checks.periodsTwice}; \`GET /v1/billing_chains/verification\` ` +
        (verify
          ? `${chainsValid ? 'valid' : '**invalid**'} (${chains.reduce((sum, c) => sum + c.checked, 0)} documents in ${verifySeconds.toFixed(1)} s).`
          : 'not run (BENCH_BILLING_VERIFY=0).'),
      ...(sound ? [] : ['', `**billing run checks failed** (status ${run.status}, ${run.lastError ?? ''})`]),
    ].join('\n');
    return { section, runId: run.runId };
  } finally {
    await client.end();
  }
}

const PDF_MAIN = fileURLToPath(new URL('./billing-pdf-main.ts', import.meta.url));
const PDF_DOCUMENTS = Number(process.env.BENCH_PDF_DOCUMENTS ?? 10_000);

/** PDF + Factur-X of the run's invoices (their `content`), in a child process: documents/s and peak RSS. */
async function benchBillingPdf(ctx: BenchContext, runId: number): Promise<string> {
  // The server's V8 setting for its heap (README of packages/invoice-documents); BENCH_PDF_NODE_FLAGS to try others.
  const flags = (process.env.BENCH_PDF_NODE_FLAGS ?? '--heap-growing-percent=50').split(' ').filter(Boolean);
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [...flags, '--import', 'tsx', PDF_MAIN, ctx.databaseUrl, String(runId), String(PDF_DOCUMENTS)],
    { maxBuffer: 1 << 20 },
  );
  const result = JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as {
    documents: number;
    seconds: number;
    peakRssMb: number;
    bytes: number;
  };
  return [
    `### Invoice PDFs — ${result.documents} issued invoices of the run (\`buildBillingPdf\`, node ${flags.join(' ')})`,
    '',
    '| documents | seconds | documents/s | peak RSS of the process | average PDF |',
    '|---|---|---|---|---|',
    `| ${result.documents} | ${result.seconds.toFixed(1)} | ${(result.documents / result.seconds).toFixed(1)} | ${result.peakRssMb.toFixed(0)} MB | ${Math.round(result.bytes / Math.max(1, result.documents) / 1024)} KB |`,
  ].join('\n');
}

/** The run (BENCH_BILLING_RUNS times, default 1), the lists on the invoices it leaves, the run's PDFs. */
export async function benchBilling(ctx: BenchContext): Promise<string> {
  const sections: string[] = [];
  let runId = 0;
  for (let i = 0; i < Number(process.env.BENCH_BILLING_RUNS ?? 1); i++) {
    const run = await benchBillingRun(ctx);
    sections.push(run.section);
    runId = run.runId;
  }
  if (process.env.BENCH_BILLING_LISTS !== '0') sections.push(await benchBillingLists(ctx));
  if (runId && PDF_DOCUMENTS > 0) sections.push(await benchBillingPdf(ctx, runId));
  return sections.join('\n\n');
}
