// The sales journal and the FEC of 100 000 invoices (issue 24 §4, §6) over HTTP against a plain `\copy` of
// the same documents and lines, with the server's memory growth while each file streams (the server runs
// in this process; the download in curl). The invoices belong to a creditor of the bench's own, with a
// valid hash chain and four lines each (two rates, a discount), so that every other billing figure holds.
// Runs after the billing section: its list data needs an empty billing table (billing-data.ts).
import { execFile, execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { formatDocumentNumber } from '@vetbo/domain/billing/numbering';
import { documentTotals } from '@vetbo/domain/billing/totals';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { DocumentContent } from '../../apps/server/src/modules/billing/document-content.ts';
import { sealOf } from '../../apps/server/src/modules/billing/document-hash.ts';
import { signInForAccessToken } from '../../apps/server/test/support/oidc-client.ts';
import { type BenchContext, ms } from './support.ts';

const run = promisify(execFile);
const INVOICES = Number(process.env.BENCH_JOURNAL_INVOICES ?? 100_000);
const RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 2);
const YEAR = 2025;
const PREFIX = 'JRNV';
const MB = 1024 * 1024;

const csv = (value: string | number | null) =>
  value === null ? '' : typeof value === 'number' ? String(value) : `"${value.replace(/"/g, '""')}"`;

/** Row i's four lines: two services at 20 %, food at 5,5 %, a 10 % discount on the first. */
function linesOf(i: number) {
  const a = 1_000 + ((i * 7_919) % 90_000);
  return [
    { accountingCode: '706100', vatCategory: 'STANDARD', category: 'SERVICE_SALES', amountWithoutVat: a },
    {
      accountingCode: '706200',
      vatCategory: 'STANDARD',
      category: 'SERVICE_SALES',
      amountWithoutVat: 500 + ((i * 104_729) % 20_000),
    },
    {
      accountingCode: '707000',
      vatCategory: 'REDUCED_RATE',
      category: 'PRODUCT_SALES',
      amountWithoutVat: 100 + ((i * 1_299_709) % 5_000),
    },
    {
      accountingCode: '709000',
      vatCategory: 'STANDARD',
      category: 'SERVICE_DISCOUNT',
      amountWithoutVat: -Math.floor(a / 10),
    },
  ] as const;
}

async function copyRows(client: pg.Client, statement: string, rows: Iterable<string>) {
  const stream = client.query(copyFrom(statement));
  const done = new Promise<void>((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
  });
  let chunk: string[] = [];
  for (const row of rows) {
    chunk.push(row);
    if (chunk.length === 5_000) {
      if (!stream.write(`${chunk.join('\n')}\n`)) await new Promise((r) => stream.once('drain', r));
      chunk = [];
    }
  }
  stream.end(chunk.length ? `${chunk.join('\n')}\n` : '');
  await done;
}

/** The bench creditor and its INVOICES invoices of YEAR with their lines, made once. */
async function ensureJournalInvoices(
  databaseUrl: string,
): Promise<{ creditorId: number; first: number; last: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const found = await client.query<{ id: number }>(
      'select id from creditors where invoice_series_prefix = $1',
      [PREFIX],
    );
    let creditorId = found.rows[0]?.id;
    if (creditorId === undefined) {
      const created = await client.query<{ id: number }>(
        `insert into creditors (name, legal_code, vat_intra_community_number, sepa_creditor_identifier, iban, bic,
           street_name, postal_code, city, invoice_series_prefix, credit_note_series_prefix, self_billing_series_prefix)
         values ('Créancier du banc des journaux', '73282932000074', 'FR44732829320', 'FR00ZZZJOURNL',
           'FR7630006000011234567890189', 'AGRIFRPP', '3 quai Saint-Vincent', '69001', 'Lyon', $1, 'JRNA', 'JRNF')
         returning id`,
        [PREFIX],
      );
      creditorId = (created.rows[0] as { id: number }).id;
    }
    const range = async () =>
      (
        await client.query<{ n: number; first: number; last: number }>(
          'select count(*)::int as n, min(id) as first, max(id) as last from billing_documents where creditor_id = $1',
          [creditorId],
        )
      ).rows[0] as { n: number; first: number; last: number };
    const present = await range();
    if (present.n >= INVOICES) return { creditorId, first: present.first, last: present.last };
    if (present.n > 0)
      throw new Error(`The journal bench's creditor holds ${present.n} documents: drop them first`);
    console.log(`▶ ${INVOICES} invoices with lines for the sales journals`);
    const establishments = (
      await client.query<{ id: number; name: string; code: string | null }>(
        'select id, name, accounting_code as code from veterinary_establishments order by id limit 5000',
      )
    ).rows;
    await client.query('begin');
    let head = '0'.repeat(64);
    const documents = function* () {
      for (let i = 1; i <= INVOICES; i++) {
        const day = new Date(Date.UTC(YEAR, 0, 1) + Math.floor((364 * i) / (INVOICES + 1)) * 86_400_000)
          .toISOString()
          .slice(0, 10);
        const number = formatDocumentNumber(PREFIX, YEAR, i);
        const e = establishments[i % establishments.length] as (typeof establishments)[number];
        const totals = documentTotals(linesOf(i));
        const content = {
          kind: 'INVOICE',
          number,
          issueDate: day,
          buyer: { name: e.name },
          totals: {
            amountWithoutVat: totals.amountWithoutVat,
            vatAmount: totals.vatAmount,
            amountWithVat: totals.amountWithVat,
          },
        } as unknown as DocumentContent;
        const hash = sealOf(head, content);
        yield [
          ...['INVOICE', 'INVOICE', 'ISSUED', 'SUBSCRIPTION'].map(csv),
          creditorId,
          e.id,
          csv(e.name),
          csv('BANK_TRANSFER'),
          csv(e.code),
          totals.amountWithoutVat,
          totals.vatAmount,
          totals.amountWithVat,
          csv(number),
          YEAR,
          i,
          csv(day),
          csv(JSON.stringify(content)),
          csv(hash),
          csv(head),
          csv(`${day} 09:00:00+00`),
        ].join(',');
        head = hash;
      }
    };
    await copyRows(
      client,
      `copy billing_documents (document_type, series, status, category, creditor_id, veterinary_establishment_id,
         client_name, payment_method, accounting_code, amount_without_vat, vat_amount, amount_with_vat, number,
         issue_year, sequence, issue_date, content, content_hash, previous_hash, issued_date)
       from stdin with (format csv)`,
      documents(),
    );
    const ids = (
      await client.query<{ id: number; sequence: number }>(
        'select id, sequence from billing_documents where creditor_id = $1 order by sequence',
        [creditorId],
      )
    ).rows;
    const lines = function* () {
      for (const { id, sequence } of ids)
        for (const [index, line] of linesOf(sequence).entries())
          yield [
            id,
            index + 1,
            csv(line.accountingCode),
            csv(`Ligne ${index + 1}`),
            csv(line.category),
            csv(line.vatCategory),
            line.vatCategory === 'STANDARD' ? 2000 : 550,
            1,
            Math.abs(line.amountWithoutVat),
            line.amountWithoutVat,
          ].join(',');
    };
    await copyRows(
      client,
      `copy billing_document_lines (document_id, position, accounting_code, summary, category, vat_category,
         vat_rate, quantity, unit_price_without_vat, amount_without_vat) from stdin with (format csv)`,
      lines(),
    );
    await client.query(
      `insert into billing_series (creditor_id, series, year, last_sequence, last_hash, last_document_id)
       select creditor_id, 'INVOICE', issue_year, sequence, content_hash, id from billing_documents
        where creditor_id = $1 order by sequence desc limit 1`,
      [creditorId],
    );
    await client.query('commit');
    await client.query('vacuum analyze billing_documents');
    await client.query('vacuum analyze billing_document_lines');
    const made = await range();
    return { creditorId, first: made.first, last: made.last };
  } finally {
    await client.end();
  }
}

/** `\copy` of the documents and their lines the journal reads, in its order: the floor of any export. */
function copyMs(databaseUrl: string, creditorId: number): number {
  const statement = `select d.number, d.issue_date, d.due_date, d.accounting_movement_incremental_number,
      d.accounting_code, d.client_name, d.amount_with_vat, l.accounting_code, l.vat_category, l.amount_without_vat
      from billing_documents d join billing_document_lines l on l.document_id = d.id
     where d.creditor_id = ${creditorId} and d.series = 'INVOICE' and d.status = 'ISSUED'
     order by d.id, l.position`;
  const command = `\\copy (${statement.replace(/\s+/g, ' ')}) to '/dev/null' with (format csv, delimiter ';', header)`;
  let best = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < RUNS + 1; attempt++) {
    const start = performance.now();
    execFileSync('psql', ['-X', '-q', databaseUrl, '-c', command]);
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

/** One download by curl, the server's peak memory growth sampled meanwhile. */
async function download(ctx: BenchContext, token: string, path: string) {
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 10);
  const start = performance.now();
  const { stdout } = await run('curl', [
    '-s',
    '-o',
    '/dev/null',
    '-w',
    '%{http_code} %{size_download}',
    '-H',
    `authorization: Bearer ${token}`,
    `${ctx.baseUrl}${path}`,
  ]);
  const elapsed = performance.now() - start;
  clearInterval(sampler);
  const [status, bytes] = stdout.split(' ').map(Number) as [number, number];
  return {
    status,
    bytes,
    elapsed,
    rss: (peakRss - before.rss) / MB,
    heap: (peakHeap - before.heapUsed) / MB,
  };
}

export async function benchSalesJournals(ctx: BenchContext): Promise<string> {
  const { creditorId, first, last } = await ensureJournalInvoices(ctx.databaseUrl);
  // The exports are the accountants' (area accounting): the bench's moderator token would get 403.
  const token = await signInForAccessToken(ctx.baseUrl, 'accountant@vetbo.test', 'vetbo-demo');
  const journal = (format: string) =>
    `/v1/invoice_sales_journals/export?fromInvoiceId=${first}&toInvoiceId=${last}&creditorId=${creditorId}&format=${format}`;
  const files: [string, string][] = [
    ['sales journal CSV', journal('csv')],
    ['sales journal XLSX', journal('xlsx')],
    ['FEC', `/v1/fec/export?creditorId=${creditorId}&fiscalYear=${YEAR}`],
  ];
  // The first export numbers the 100 000 entries (once for good): timed apart, from unnumbered documents.
  const reset = new pg.Client({ connectionString: ctx.databaseUrl });
  await reset.connect();
  await reset.query(
    'update billing_documents set accounting_movement_incremental_number = null where creditor_id = $1',
    [creditorId],
  );
  await reset.end();
  const numbering = await download(ctx, token, journal('csv'));
  // What autovacuum does after those 100 000 updates (within its minute), done now so that it does not run
  // during the measures: the statistics no longer say "every document unnumbered" (which would make the
  // next numbering scan the table instead of its index), and the old row versions are gone.
  const vacuum = new pg.Client({ connectionString: ctx.databaseUrl });
  await vacuum.connect();
  await vacuum.query('vacuum analyze billing_documents');
  await vacuum.end();
  const copy = copyMs(ctx.databaseUrl, creditorId);
  const lines = [
    `### Sales journal and FEC of ${INVOICES} invoices (${INVOICES * 4} lines) — best of ${RUNS} runs`,
    '',
    `\`\\copy\` of the same documents and lines (psql, to /dev/null): **${ms(copy)} ms**. The first export, which`,
    `numbers the ${INVOICES} entries: ${ms(numbering.elapsed)} ms (status ${numbering.status}). Memory: the server's`,
    'peak growth during one export.',
    '',
    '| file | status | size MB | time ms | × \\copy | peak RSS growth MB | peak heap growth MB |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const [name, path] of files) {
    const runs = [];
    for (let attempt = 0; attempt < RUNS; attempt++) runs.push(await download(ctx, token, path));
    const best = runs.reduce((a, b) => (b.elapsed < a.elapsed ? b : a));
    const ok = runs.every((r) => r.status === 200);
    lines.push(
      `| ${name} | ${ok ? best.status : `**failed** ${runs.map((r) => r.status).join(',')}`} | ` +
        `${(best.bytes / MB).toFixed(1)} | ${ms(best.elapsed)} | ${(best.elapsed / copy).toFixed(2)} | ` +
        `${Math.max(...runs.map((r) => r.rss)).toFixed(0)} | ${Math.max(...runs.map((r) => r.heap)).toFixed(0)} |`,
    );
  }
  return lines.join('\n');
}
