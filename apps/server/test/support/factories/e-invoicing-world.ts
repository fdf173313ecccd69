// The set-up the e-invoicing/*.test.ts files with a server of their own share: the product with the
// built-in outbox, or configured with Super PDP (SUPER_PDP_CLIENT_ID…) against the local stand-in; its
// transmission job every second; a demo establishment and creditor to invoice.
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { call } from '../api.ts';
import { signInForAccessToken } from '../oidc-client.ts';
import { type SuperPdpStandIn, startSuperPdpStandIn } from '../super-pdp-stand-in.ts';
import { startTestServer } from '../test-server.ts';

const CLIENT = { clientId: 'vetbo-stand-in-client', clientSecret: 'stand-in-secret-for-tests' };

export let server: Awaited<ReturnType<typeof startTestServer>>;
export let standIn: SuperPdpStandIn;
export let database: pg.Pool;
export const tokens: Record<string, string> = {};
let target: { establishmentId: number; creditorId: number };

export const api = (method: string, path: string, token: string | null, body?: unknown) =>
  call(method, path, { baseUrl: server.baseUrl, token, body });

/** Waits (≤ 15 s) for the document's latest transmission to satisfy `done`; answers it with its events. */
export async function transmissionOf(documentId: number, done: (t: any) => boolean): Promise<any> {
  const until = Date.now() + 15_000;
  for (;;) {
    const list = await api(
      'GET',
      `/v1/e_invoice_transmissions?documentId[]=${documentId}`,
      tokens.accountant as string,
    );
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const latest = list.body.data[0];
    if (latest) {
      const detail = (
        await api('GET', `/v1/e_invoice_transmissions/${latest.id}`, tokens.accountant as string)
      ).body.data;
      if (done(detail)) return detail;
    }
    if (Date.now() > until) throw new Error(`transmission of ${documentId}: ${JSON.stringify(latest)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** An issued invoice to a demo establishment (bank transfer), of one line: a service unless told. */
export async function issueInvoice(lineCategory = 'SERVICE_SALES') {
  const answer = await api('POST', '/v1/veterinary_establishment_invoices', tokens.accountant as string, {
    veterinaryEstablishmentId: target.establishmentId,
    creditorId: target.creditorId,
    documentType: 'INVOICE',
    category: 'OTHER',
    paymentMethod: 'BANK_TRANSFER',
    lines: [
      {
        accountingCode: '706100',
        summary: lineCategory === 'SERVICE_SALES' ? 'Abonnement' : 'Vaccins',
        category: lineCategory,
        vatCategory: 'STANDARD',
        amountBeforeTax: 12_000,
      },
    ],
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as { id: number; number: string; lines: { id: number }[] };
}

export function useEInvoicingWorld(platform: 'OUTBOX' | 'SUPER_PDP') {
  beforeAll(async () => {
    if (platform === 'SUPER_PDP') standIn = await startSuperPdpStandIn(CLIENT);
    server = await startTestServer({
      ...(platform === 'SUPER_PDP'
        ? {
            SUPER_PDP_CLIENT_ID: CLIENT.clientId,
            SUPER_PDP_CLIENT_SECRET: CLIENT.clientSecret,
            SUPER_PDP_BASE_URL: standIn.baseUrl,
          }
        : {}),
      E_INVOICING_INTERVAL_SECONDS: '1',
      E_INVOICING_MAX_ATTEMPTS: '2',
    });
    database = new pg.Pool({ connectionString: server.databaseUrl, max: 2 });
    // pg-pool's end() resolves before its connections have closed, and the server's close then drops the
    // database, terminating them (57P01): an ending connection's error, to be ignored — unheard, it is an
    // uncaught exception in the next file, which shares the process.
    database.on('error', () => {});
    for (const role of ['admin', 'manager', 'accountant', 'moderator', 'leader'])
      tokens[role] = await signInForAccessToken(server.baseUrl, `${role}@vetbo.test`, 'vetbo-demo');
    const { rows } = await database.query<{ establishment_id: number; creditor_id: number }>(`
      select e.id as establishment_id, (select min(id) from creditors) as creditor_id
        from veterinary_establishments e join legal_structures l on l.id = e.legal_structure_id
       where l.head_quarter_country = 'FRA' and l.legal_code is not null order by e.id limit 1`);
    const row = rows[0] as { establishment_id: number; creditor_id: number };
    target = { establishmentId: row.establishment_id, creditorId: row.creditor_id };
  }, 180_000);

  afterAll(async () => {
    await database?.end();
    await server?.close();
    if (platform === 'SUPER_PDP') await standIn?.close();
  });
}
