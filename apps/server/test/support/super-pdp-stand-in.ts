// A local stand-in for Super PDP's public API (https://www.superpdp.tech/documentation, the official
// examples at github.com/superpdp/examples), answering as documented: `POST /oauth2/token`
// (client_credentials, form-encoded), `POST /v1.beta/invoices?external_id=…` with the raw file, the event
// feed `GET /v1.beta/invoice_events?starting_after_id=…&limit=…` ({ data, has_after }, ids increasing) and
// `POST /v1.beta/invoice_events` ({ invoice_id, status_code: 'fr:212' }). Tests drive the platform's side:
// `emit` adds a lifecycle event (fr:200 deposited, fr:213 rejected with its reason…), `failNext` answers
// 503 to the next sends.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export interface StandInInvoice {
  id: number;
  externalId: string | null;
  contentType: string;
  bytes: Buffer;
}

export interface StandInEvent {
  id: number;
  invoice_id: number;
  status_code: string;
  status_text: string;
  created_at: string;
  details?: { reason: string }[];
}

const read = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

const TEXTS: Record<string, string> = {
  'api:uploaded': 'Uploaded',
  'fr:200': 'Déposée',
  'fr:210': 'Refusée',
  'fr:212': 'Encaissée',
  'fr:213': 'Rejetée',
};

export async function startSuperPdpStandIn({
  clientId,
  clientSecret,
}: {
  clientId: string;
  clientSecret: string;
}) {
  const invoices = new Map<number, StandInInvoice>();
  const events: StandInEvent[] = [];
  const tokens = new Set<string>();
  const calls: string[] = [];
  let failures = 0;
  let nextId = 1000;

  function emit(invoiceId: number, statusCode: string, reason?: string): StandInEvent {
    const event: StandInEvent = {
      id: ++nextId,
      invoice_id: invoiceId,
      status_code: statusCode,
      status_text: TEXTS[statusCode] ?? statusCode,
      created_at: new Date().toISOString(),
      ...(reason ? { details: [{ reason }] } : {}),
    };
    events.push(event);
    return event;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const body = await read(req);
    const send = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    calls.push(`${req.method} ${url.pathname}`);
    if (req.method === 'POST' && url.pathname === '/oauth2/token') {
      const form = new URLSearchParams(body.toString('utf8'));
      if (
        form.get('grant_type') !== 'client_credentials' ||
        form.get('client_id') !== clientId ||
        form.get('client_secret') !== clientSecret
      )
        return send(401, { error: 'invalid_client', error_description: 'Client authentication failed' });
      const token = `token-${++nextId}`;
      tokens.add(token);
      return send(200, { access_token: token, token_type: 'Bearer', expires_in: 3600 });
    }
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!tokens.has(token)) return send(401, { message: 'invalid token' });
    if (req.method === 'POST' && url.pathname === '/v1.beta/invoices') {
      if (failures > 0) {
        failures -= 1;
        return send(503, { message: 'service unavailable' });
      }
      const contentType = req.headers['content-type'] ?? '';
      if (!['application/pdf', 'application/xml'].includes(contentType) || body.length === 0)
        return send(400, { message: 'expected a Factur-X PDF or an XML invoice' });
      const invoice = {
        id: ++nextId,
        externalId: url.searchParams.get('external_id'),
        contentType,
        bytes: body,
      };
      invoices.set(invoice.id, invoice);
      const uploaded = emit(invoice.id, 'api:uploaded');
      return send(200, {
        id: invoice.id,
        direction: 'out',
        external_id: invoice.externalId,
        events: [uploaded],
      });
    }
    if (req.method === 'GET' && url.pathname === '/v1.beta/invoice_events') {
      const after = Number(url.searchParams.get('starting_after_id') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 100);
      const following = events.filter((event) => event.id > after);
      return send(200, { data: following.slice(0, limit), has_after: following.length > limit });
    }
    if (req.method === 'POST' && url.pathname === '/v1.beta/invoice_events') {
      const asked = JSON.parse(body.toString('utf8') || '{}') as {
        invoice_id?: number;
        status_code?: string;
      };
      if (!asked.invoice_id || !invoices.has(asked.invoice_id))
        return send(404, { message: 'invoice not found' });
      if (!/^fr:2(0[4-9]|1[0-2])$/.test(asked.status_code ?? ''))
        return send(400, { message: 'status not allowed' });
      return send(200, emit(asked.invoice_id, asked.status_code as string));
    }
    return send(404, { message: 'not found' });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: String(error) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    invoices,
    events,
    calls,
    emit,
    /** The next `count` sends answer 503. */
    failNext: (count: number) => {
      failures = count;
    },
    invoiceByNumber: (number: string) =>
      [...invoices.values()].find((invoice) => invoice.externalId === number),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type SuperPdpStandIn = Awaited<ReturnType<typeof startSuperPdpStandIn>>;
