// The Yousign API v3 adapter behind SignatureProviderAdapter (provider.ts): create a draft request, upload
// each document, add each signer with one signature field per document (every signer signs every document),
// then activate it; cancel it; download the signed documents and audit trails once Yousign reports it done.
// Field coordinates: Yousign v3 and our SignatureField agree (PDF points from the page's top-left corner,
// page from 1); Yousign wants integers and a signature field of at least 85 × 37, so the adapter rounds and
// enlarges smaller fields from their top-left corner. Errors become YousignError (never with the API key).
import { z } from 'zod';
import type { Activation, RequestToActivate, SignatureField, SignatureProviderAdapter } from '../provider.ts';

export interface YousignAdapterOptions {
  apiKey: string;
  /** E.g. `https://api-sandbox.yousign.app/v3` or `https://api.yousign.app/v3`. */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Per HTTP call; 30 s unless told. */
  timeoutMs?: number;
}

/** A failed Yousign call: its HTTP status (0 when no answer came), Yousign's error type and detail. */
export class YousignError extends Error {
  override readonly name = 'YousignError';
  constructor(
    readonly operation: string,
    readonly status: number,
    readonly type: string | null,
    readonly detail: string,
    options?: ErrorOptions,
  ) {
    super(
      `Yousign ${operation} failed (${status || 'no answer'}${type ? ` ${type}` : ''}): ${detail}`,
      options,
    );
  }
}

const SIGNATURE_FIELD_MIN = { width: 85, height: 37 };
const CUSTOM_NOTE_MAX = 255;
const withId = z.object({ id: z.string().min(1) });
const withStatus = z.object({ id: z.string(), status: z.string() });
const problem = z.object({ type: z.string().optional(), detail: z.string().optional() });

export function createYousignAdapter(options: YousignAdapterOptions): SignatureProviderAdapter {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const hideKey = (text: string) => (options.apiKey ? text.split(options.apiKey).join('***') : text);

  async function call(operation: string, method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { authorization: `Bearer ${options.apiKey}` };
    let payload: FormData | string | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, {
        method,
        headers,
        body: payload,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      const detail = timedOut ? `no answer within ${timeoutMs} ms` : hideKey(String(error));
      throw new YousignError(operation, 0, timedOut ? 'timeout' : 'network', detail, { cause: error });
    }
    if (response.ok) return response;
    const text = await response.text().catch(() => '');
    const parsed = problem.safeParse(safeJson(text));
    const detail = parsed.data?.detail ?? (text.slice(0, 300) || response.statusText);
    throw new YousignError(operation, response.status, parsed.data?.type ?? null, hideKey(detail));
  }

  async function json<T>(operation: string, schema: z.ZodType<T>, response: Response): Promise<T> {
    const parsed = schema.safeParse(safeJson(await response.text()));
    if (!parsed.success) throw new YousignError(operation, response.status, null, 'unexpected answer');
    return parsed.data;
  }

  async function pdf(operation: string, path: string): Promise<Buffer> {
    const response = await call(operation, 'GET', path);
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') {
      throw new YousignError(operation, response.status, null, 'the download is not a PDF');
    }
    return bytes;
  }

  const request = (id: string) => `/signature_requests/${encodeURIComponent(id)}`;

  return {
    kind: 'YOUSIGN',

    async activate(toActivate: RequestToActivate): Promise<Activation> {
      const created = await json(
        'create signature request',
        withId,
        await call('create signature request', 'POST', '/signature_requests', {
          name: toActivate.name,
          delivery_mode: 'email',
          timezone: 'Europe/Paris',
          expiration_date: toActivate.expirationDay,
          external_id: String(toActivate.localId),
        }),
      );
      const path = request(created.id);
      const documents: (Activation['documents'][number] & { field: SignatureField })[] = [];
      for (const document of toActivate.documents) {
        const form = new FormData();
        form.set('file', new Blob([document.pdf], { type: 'application/pdf' }), document.fileName);
        form.set('nature', 'signable_document');
        form.set('parse_anchors', 'false');
        const operation = `upload document ${document.localId}`;
        const uploaded = await json(
          operation,
          withId,
          await call(operation, 'POST', `${path}/documents`, form),
        );
        documents.push({ localId: document.localId, externalId: uploaded.id, field: document.field });
      }
      const signers: Activation['signers'] = [];
      for (const signer of toActivate.signers) {
        const operation = `add signer ${signer.localId}`;
        const added = await json(
          operation,
          withId,
          await call(operation, 'POST', `${path}/signers`, {
            info: {
              first_name: signer.firstName,
              last_name: signer.lastName,
              email: signer.email,
              locale: signer.locale,
            },
            signature_level: 'electronic_signature',
            signature_authentication_mode: 'otp_email',
            fields: documents.map((document) => ({
              document_id: document.externalId,
              type: 'signature',
              ...yousignField(document.field),
            })),
          }),
        );
        signers.push({ localId: signer.localId, externalId: added.id });
      }
      await call('activate signature request', 'POST', `${path}/activate`);
      return {
        externalId: created.id,
        documents: documents.map(({ localId, externalId }) => ({ localId, externalId })),
        signers,
      };
    },

    async cancel(externalId: string, reason: string): Promise<void> {
      const body = { reason: 'contractualization_aborted', custom_note: reason.slice(0, CUSTOM_NOTE_MAX) };
      try {
        await call('cancel signature request', 'POST', `${request(externalId)}/cancel`, body);
      } catch (error) {
        // A retry after a cancel whose answer was lost: already canceled is what was asked.
        if (!(error instanceof YousignError) || error.status !== 400) throw error;
        const current = await json(
          'read signature request',
          withStatus,
          await call('read signature request', 'GET', request(externalId)),
        );
        if (current.status !== 'canceled') throw error;
      }
    },

    async downloadSigned(externalId, documents, signers) {
      const path = request(externalId);
      const signed = [];
      for (const { externalId: id } of documents) {
        const bytes = await pdf(
          `download document ${id}`,
          `${path}/documents/${encodeURIComponent(id)}/download`,
        );
        signed.push({ externalId: id, pdf: bytes });
      }
      const auditTrails = [];
      for (const { externalId: id } of signers) {
        const url = `${path}/signers/${encodeURIComponent(id)}/audit_trails/download`;
        auditTrails.push({ externalSignerId: id, pdf: await pdf(`download audit trail ${id}`, url) });
      }
      return { documents: signed, auditTrails };
    },
  };
}

/** Our field as Yousign takes it: whole points, at least the minimum signature size. */
export function yousignField(field: SignatureField) {
  return {
    page: Math.max(1, Math.round(field.page)),
    x: Math.max(0, Math.round(field.x)),
    y: Math.max(0, Math.round(field.y)),
    width: Math.max(SIGNATURE_FIELD_MIN.width, Math.round(field.width)),
    height: Math.max(SIGNATURE_FIELD_MIN.height, Math.round(field.height)),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
