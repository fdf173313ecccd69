// Super PDP (an approved platform, "plateforme agréée") through its public REST API v1.beta, as its
// documentation and official examples describe it (https://www.superpdp.tech/documentation,
// github.com/superpdp/examples): an OAuth2 client-credentials token (`POST /oauth2/token`), the Factur-X
// PDF posted as is (`POST /v1.beta/invoices?external_id=…`, `application/pdf`), the lifecycle read from
// the event feed (`GET /v1.beta/invoice_events?starting_after_id=…`, ids strictly increasing, `has_after`;
// the API has no webhooks), and 212 "Encaissée" sent as an event (`POST /v1.beta/invoice_events`).
// Errors become SuperPdpError, never with the client secret.
import { z } from 'zod';
import type { EInvoicingAdapter, ReceivedStatus } from '../adapter.ts';
import { superPdpEvent, toReceivedStatus } from './super-pdp-statuses.ts';

export interface SuperPdpOptions {
  clientId: string;
  clientSecret: string;
  /** `https://api.superpdp.tech` (the sandbox and production companies share it). */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Per HTTP call; 30 s unless told. */
  timeoutMs?: number;
}

/** A failed Super PDP call: its HTTP status (0 when no answer came) and the platform's message. */
export class SuperPdpError extends Error {
  override readonly name = 'SuperPdpError';
  constructor(
    readonly operation: string,
    readonly status: number,
    readonly detail: string,
    options?: ErrorOptions,
  ) {
    super(`Super PDP ${operation} failed (${status || 'no answer'}): ${detail}`, options);
  }
}

const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.coerce.number().optional() });
const invoiceAnswer = z.object({
  id: z.union([z.number(), z.string()]),
  events: z.array(superPdpEvent).nullish(),
});
const eventPage = z.object({ data: z.array(superPdpEvent), has_after: z.boolean().nullish() });
const createdEvent = z.object({ id: z.union([z.number(), z.string()]) });

/** Pages of events read per poll at most (100 each): the next poll goes on from the cursor. */
const MAX_PAGES = 20;

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

export function createSuperPdpAdapter(options: SuperPdpOptions): EInvoicingAdapter {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const hideSecret = (value: string) => value.split(options.clientSecret).join('***');
  let token: { value: string; until: number } | null = null;

  async function request(operation: string, url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new SuperPdpError(
        operation,
        0,
        timedOut ? `no answer within ${timeoutMs} ms` : hideSecret(String(error)),
        { cause: error },
      );
    }
  }

  async function failure(operation: string, response: Response): Promise<SuperPdpError> {
    const body = await response.text().catch(() => '');
    const parsed = safeJson(body) as { message?: unknown; error_description?: unknown } | null;
    const message = parsed?.message ?? parsed?.error_description;
    const detail = typeof message === 'string' ? message : body.slice(0, 300) || response.statusText;
    return new SuperPdpError(operation, response.status, hideSecret(detail));
  }

  async function accessToken(renew: boolean): Promise<string> {
    if (!renew && token && token.until > Date.now()) return token.value;
    const response = await request('token', `${baseUrl}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: options.clientId,
        client_secret: options.clientSecret,
      }).toString(),
    });
    if (!response.ok) throw await failure('token', response);
    const parsed = tokenAnswer.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new SuperPdpError('token', response.status, 'unexpected answer');
    // Renewed 30 s before it expires (an hour unless told).
    token = {
      value: parsed.data.access_token,
      until: Date.now() + ((parsed.data.expires_in ?? 3600) - 30) * 1000,
    };
    return token.value;
  }

  /** An authenticated call; a 401 renews the token once (it may have been revoked or expired early). */
  async function call<T>(
    operation: string,
    schema: z.ZodType<T>,
    path: string,
    init: RequestInit = {},
  ): Promise<T> {
    for (const renew of [false, true]) {
      const headers = {
        ...(init.headers as Record<string, string>),
        authorization: `Bearer ${await accessToken(renew)}`,
        accept: 'application/json',
      };
      const response = await request(operation, `${baseUrl}/v1.beta${path}`, { ...init, headers });
      if (response.status === 401 && !renew) continue;
      if (!response.ok) throw await failure(operation, response);
      const parsed = schema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new SuperPdpError(operation, response.status, 'unexpected answer');
      return parsed.data;
    }
    throw new SuperPdpError(operation, 401, 'token refused');
  }

  return {
    kind: 'SUPER_PDP',
    needsPdf: true,
    async send(document) {
      if (!document.pdf) throw new SuperPdpError('send', 0, 'no PDF to send');
      const query = new URLSearchParams({ external_id: document.number });
      const answer = await call('send', invoiceAnswer, `/invoices?${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/pdf' },
        body: new Uint8Array(document.pdf),
      });
      return {
        platformId: String(answer.id),
        state: 'SENT',
        statuses: (answer.events ?? []).map(toReceivedStatus),
      };
    },
    async sendStatus(platformId, status) {
      if (!platformId) throw new SuperPdpError('status', 0, 'the document is not at Super PDP');
      // Without details the platform takes the invoice's whole amount: PAID means paid in full.
      const created = await call('status', createdEvent, '/invoice_events', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ invoice_id: Number(platformId), status_code: `fr:${status.code}` }),
      });
      return { platformEventId: String(created.id) };
    },
    async pollStatuses(cursor) {
      const statuses: ReceivedStatus[] = [];
      let after = cursor ?? '0';
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const query = new URLSearchParams({ starting_after_id: after, limit: '100' });
        const found = await call('events', eventPage, `/invoice_events?${query}`);
        for (const event of found.data) {
          statuses.push(toReceivedStatus(event));
          after = String(event.id);
        }
        if (!found.has_after || found.data.length === 0) break;
      }
      return { statuses, cursor: after };
    },
  };
}
