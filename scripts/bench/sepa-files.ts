// SEPA files (issue 24): a 10 000-transaction direct-debit file planned, written (pain.008.001.08) and
// validated against the XSD as the server does it (checkSepaXsd: in the document thread), in a child
// process of its own so that its peak RSS is the files' alone (the thread's included). The child runs
// under plain `node` (its own TypeScript type stripping), as the document thread does. Run alone:
// `node scripts/bench/sepa-files.ts --child [count]` prints the JSON line.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const SELF = fileURLToPath(import.meta.url);
const TRANSACTIONS = Number(process.env.BENCH_SEPA_TRANSACTIONS ?? 10_000);

interface SepaFigures {
  transactions: number;
  bytes: number;
  /** After the modules are loaded and the XSD compiled, before the candidates exist. */
  baselineRssMb: number;
  planSeconds: number;
  xmlSeconds: number;
  validateSeconds: number;
  errors: number;
  peakRssMb: number;
}

/** The child: candidates as the server would load them, then plan, XML and XSD validation. */
async function child(count: number): Promise<SepaFigures> {
  const { planDirectDebitFiles } = await import('@vetbo/domain/money-files/sepa/direct-debit-plan');
  const { directDebitXml } = await import('@vetbo/domain/money-files/sepa/direct-debit-xml');
  const { ALPHA2 } = await import('@vetbo/invoice-documents/countries');
  const { checkSepaXsd } = await import('@vetbo/invoice-documents/sepa-check');
  // Starts the document thread and compiles the schema there once, as a server process would.
  await checkSepaXsd('<Document/>', 'pain.008.001.08');
  const baselineRssMb = process.memoryUsage().rss / 1024 / 1024;
  const creditor = {
    id: 1,
    name: 'Réseau Vétérinaire Sud',
    sepaCreditorIdentifier: 'FR72ZZZ123456',
    iban: 'FR7630004008230001234567819',
    bicSwift: 'BNPAFRPP',
    streetName: '4 place de la Comédie',
    postalCode: '34000',
    city: 'Montpellier',
    country: 'FRA' as const,
  };
  const candidates = Array.from({ length: count }, (_, i) => ({
    documentId: i + 1,
    documentType: 'INVOICE' as const,
    number: `FVS-2026-${String(i + 1).padStart(6, '0')}`,
    paymentMethod: 'VETERINARY_ESTABLISHMENT_BILLING_ACCOUNT' as const,
    paymentStatus: 'UNPAID' as const,
    amountWithVat: 1_000 + ((i * 7_919) % 100_000),
    paidAmount: 0,
    dueDate: '2026-12-10',
    clientName: `Clinique vétérinaire des Écoles n° ${i + 1}`,
    legalStructureName: `SELARL Vétérinaires Associés ${i + 1}`,
    creditor,
    account: {
      holderName: `SELARL Vétérinaires Associés ${i + 1}`,
      iban: 'FR7630006000011234567890189',
      bicSwift: i % 3 ? 'AGRIFRPP' : null,
    },
    debtorAddress: {
      streetNumber: '12',
      streetName: 'rue de la Paix',
      postalCode: '69001',
      city: 'Lyon',
      country: 'FRA' as const,
    },
    mandate: {
      rum: `VSV${String(i + 1).padStart(8, '0')}`,
      isValidated: true,
      signedAt: new Date('2026-01-15T10:00:00Z'),
      revoked: false,
      amendment: i % 50 === 0 ? { fromIban: 'FR1420041010050500013M02606', fromBic: null } : null,
    },
    previousCollections:
      i % 4 === 0
        ? []
        : [
            {
              collectionDate: '2026-10-05',
              sequenceType: 'FRST' as const,
              outcome: 'COLLECTED' as const,
              amendment: null,
            },
          ],
    inFile: false,
  }));
  const started = performance.now();
  const plan = planDirectDebitFiles(candidates, {
    now: new Date(),
    messageIdPrefix: 'BENCH',
    countryAlpha2: ALPHA2,
  });
  const planned = performance.now();
  const file = plan.files[0];
  if (!file || plan.excluded.length > 0)
    throw new Error(`Unexpected plan: ${JSON.stringify(plan.excluded.slice(0, 3))}`);
  const xml = directDebitXml(file, 'pain.008.001.08');
  const written = performance.now();
  const errors = await checkSepaXsd(xml, 'pain.008.001.08');
  const validated = performance.now();
  return {
    transactions: count,
    bytes: Buffer.byteLength(xml),
    baselineRssMb,
    planSeconds: (planned - started) / 1000,
    xmlSeconds: (written - planned) / 1000,
    validateSeconds: (validated - written) / 1000,
    errors: errors.length,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  };
}

/** The figures as a markdown section for `npm run bench`. */
export async function benchSepaFiles(): Promise<string> {
  // The server's V8 setting for its heap (apps/server/src/heap-growth.ts); BENCH_SEPA_NODE_FLAGS to try others.
  const flags = (process.env.BENCH_SEPA_NODE_FLAGS ?? '--heap-growing-percent=50').split(' ').filter(Boolean);
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [...flags, SELF, '--child', String(TRANSACTIONS)],
    { maxBuffer: 1 << 20 },
  );
  const r = JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as SepaFigures;
  const total = r.planSeconds + r.xmlSeconds + r.validateSeconds;
  const work = r.peakRssMb - r.baselineRssMb;
  return [
    `### SEPA direct-debit file — ${r.transactions} transactions (pain.008.001.08, plan + XML + XSD, node ${flags.join(' ')})`,
    '',
    'RSS before: the process with its modules loaded, the document thread started and the XSD compiled in',
    'it, before the candidates exist. The budget (3 s, 128 MB) is checked on the work: plan + XML + XSD',
    'time, and peak RSS minus RSS before (the thread included).',
    '',
    '| plan s | XML s | XSD s | total s | file | RSS before | peak RSS | peak − before | XSD errors |',
    '|---|---|---|---|---|---|---|---|---|',
    `| ${r.planSeconds.toFixed(2)} | ${r.xmlSeconds.toFixed(2)} | ${r.validateSeconds.toFixed(2)} | ${total.toFixed(2)} | ${(r.bytes / 1024 / 1024).toFixed(1)} MB | ${r.baselineRssMb.toFixed(0)} MB | ${r.peakRssMb.toFixed(0)} MB | ${work.toFixed(0)} MB | ${r.errors} |`,
    ...(total > 3 || work > 128 || r.errors > 0
      ? ['', '**SEPA file budget (3 s, 128 MB, valid) failed**']
      : []),
  ].join('\n');
}

if (process.argv[1] === SELF && process.argv[2] === '--child') {
  console.log(JSON.stringify(await child(Number(process.argv[3] ?? TRANSACTIONS))));
  process.exit(0); // the document thread would keep the child alive for its idle time
} else if (process.argv[1] === SELF) {
  console.log(await benchSepaFiles());
}
