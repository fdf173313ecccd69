// A local stand-in for the Yousign API v3 (we cannot reach Yousign from the tests): a real HTTP server on
// 127.0.0.1 answering the calls the adapter makes, with Yousign's status rules and error bodies
// (`{ type, detail }`), keeping uploaded PDFs, and sending webhooks signed as Yousign does
// (`X-Yousign-Signature-256: sha256=<hex HMAC-SHA256 of the raw body>`). `complete`, `decline` and `expire`
// play what a signer or time would do. Error types other than Yousign's documented ones are approximations.
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { z } from 'zod';

export interface StandInDocument {
  id: string;
  nature: string;
  filename: string;
  pdf: Buffer;
  /** Width and height of each page, in points. */
  pages: { width: number; height: number }[];
  signedPdf: Buffer | null;
}

export interface StandInField {
  id: string;
  document_id: string;
  type: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface StandInSigner {
  id: string;
  status: string;
  info: { first_name: string; last_name: string; email: string; locale: string };
  signature_level: string;
  signature_authentication_mode: string;
  fields: StandInField[];
  auditTrail: Buffer | null;
}

export interface StandInRequest {
  id: string;
  status: string;
  name: string;
  delivery_mode: string;
  timezone: string;
  expiration_date: string;
  external_id: string | null;
  created_at: string;
  documents: StandInDocument[];
  signers: StandInSigner[];
  cancellation: { reason: string; custom_note: string | null } | null;
  decline: { signer_id: string; reason: string } | null;
}

export interface SentWebhook {
  eventId: string;
  eventName: string;
  requestId: string;
  /** The receiver's HTTP status, 0 when it could not be reached. */
  status: number;
  body: string;
}

const createBody = z.object({
  name: z.string().min(1).max(128),
  delivery_mode: z.enum(['email', 'none']),
  timezone: z.string().min(1).optional(),
  expiration_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  external_id: z.string().max(255).optional(),
});
const signerBody = z.object({
  info: z.object({
    first_name: z.string().min(1),
    last_name: z.string().min(1),
    email: z.email(),
    locale: z.enum(['fr', 'en', 'de', 'it', 'nl', 'es', 'pl', 'pt']),
  }),
  signature_level: z.enum(['electronic_signature', 'advanced_electronic_signature']),
  signature_authentication_mode: z.enum(['otp_email', 'otp_sms', 'no_otp']),
  fields: z.array(
    z.object({
      document_id: z.string(),
      type: z.literal('signature'),
      page: z.number().int().min(1),
      x: z.number().int().min(0),
      y: z.number().int().min(0),
      width: z.number().int().min(85).max(2000),
      height: z.number().int().min(37).max(1000),
    }),
  ),
});
const cancelBody = z.object({
  reason: z.enum(['contractualization_aborted', 'errors_in_document', 'other']),
  custom_note: z.string().max(255).optional(),
});

export interface YousignStandInOptions {
  apiKey: string;
  webhookSecret: string;
  webhookUrl?: string;
}

export async function startYousignStandIn(options: YousignStandInOptions) {
  const requests = new Map<string, StandInRequest>();
  const webhooks: SentWebhook[] = [];
  let webhookUrl = options.webhookUrl ?? null;

  const find = (id: string) => {
    const request = requests.get(id);
    if (!request) throw problem(404, 'resource.not_found', `Signature request "${id}" not found.`);
    return request;
  };
  const inStatus = (request: StandInRequest, statuses: string[], action: string) => {
    if (!statuses.includes(request.status)) {
      throw problem(
        400,
        'signature_request.status_not_compatible',
        `Cannot ${action} a signature request in status "${request.status}".`,
      );
    }
  };

  const routes: [string, RegExp, (match: string[], raw: Buffer, req: IncomingMessage) => Promise<Answer>][] =
    [
      ['POST', /^\/signature_requests$/, async (_m, raw) => createRequest(raw)],
      ['GET', /^\/signature_requests\/([^/]+)$/, async ([id]) => json(200, view(find(id as string)))],
      [
        'POST',
        /^\/signature_requests\/([^/]+)\/documents$/,
        async ([id], raw, req) => upload(id as string, raw, req),
      ],
      ['POST', /^\/signature_requests\/([^/]+)\/signers$/, async ([id], raw) => addSigner(id as string, raw)],
      ['POST', /^\/signature_requests\/([^/]+)\/activate$/, async ([id]) => activate(id as string)],
      ['POST', /^\/signature_requests\/([^/]+)\/cancel$/, async ([id], raw) => cancel(id as string, raw)],
      [
        'GET',
        /^\/signature_requests\/([^/]+)\/documents\/([^/]+)\/download$/,
        async ([id, documentId]) => downloadDocument(id as string, documentId as string),
      ],
      [
        'GET',
        /^\/signature_requests\/([^/]+)\/signers\/([^/]+)\/audit_trails\/download$/,
        async ([id, signerId]) => downloadAuditTrail(id as string, signerId as string),
      ],
    ];

  function createRequest(raw: Buffer): Answer {
    const body = parse(createBody, raw);
    if (body.expiration_date < new Date().toISOString().slice(0, 10)) {
      throw invalid('expiration_date', 'The expiration date must be in the future.');
    }
    const request: StandInRequest = {
      id: randomUUID(),
      status: 'draft',
      name: body.name,
      delivery_mode: body.delivery_mode,
      timezone: body.timezone ?? 'Europe/Paris',
      expiration_date: body.expiration_date,
      external_id: body.external_id ?? null,
      created_at: new Date().toISOString(),
      documents: [],
      signers: [],
      cancellation: null,
      decline: null,
    };
    requests.set(request.id, request);
    return json(201, view(request));
  }

  async function upload(id: string, raw: Buffer, req: IncomingMessage): Promise<Answer> {
    const request = find(id);
    inStatus(request, ['draft'], 'add a document to');
    const form = await new Request('http://stand-in/', {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? '' },
      body: raw,
    })
      .formData()
      .catch(() => {
        throw invalid('file', 'A multipart/form-data body is expected.');
      });
    const file = form.get('file');
    if (!(file instanceof Blob)) throw invalid('file', 'This value should not be blank.');
    const nature = form.get('nature');
    if (nature !== 'signable_document' && nature !== 'attachment') {
      throw invalid('nature', 'Value must be in ["signable_document", "attachment"].');
    }
    const pdf = Buffer.from(await file.arrayBuffer());
    const loaded = await PDFDocument.load(pdf).catch(() => null);
    if (file.type !== 'application/pdf' || !loaded) {
      throw problem(400, 'document.analyze_error', 'The document is not a valid PDF.');
    }
    const document: StandInDocument = {
      id: randomUUID(),
      nature,
      filename: file instanceof File ? file.name : 'document.pdf',
      pdf,
      pages: loaded.getPages().map((page) => page.getSize()),
      signedPdf: null,
    };
    request.documents.push(document);
    return json(201, documentView(document));
  }

  function addSigner(id: string, raw: Buffer): Answer {
    const request = find(id);
    inStatus(request, ['draft'], 'add a signer to');
    const body = parse(signerBody, raw);
    body.fields.forEach((field, index) => {
      const document = request.documents.find((candidate) => candidate.id === field.document_id);
      if (!document) throw invalid(`fields[${index}].document_id`, 'Document not found in this request.');
      const page = document.pages[field.page - 1];
      if (!page) throw invalid(`fields[${index}].page`, `The document has ${document.pages.length} page(s).`);
      if (field.x + field.width > page.width || field.y + field.height > page.height) {
        throw invalid(`fields[${index}]`, 'The field goes beyond the page.');
      }
    });
    const signer: StandInSigner = {
      id: randomUUID(),
      status: 'initiated',
      info: body.info,
      signature_level: body.signature_level,
      signature_authentication_mode: body.signature_authentication_mode,
      fields: body.fields.map((field) => ({ id: randomUUID(), ...field })),
      auditTrail: null,
    };
    request.signers.push(signer);
    return json(201, signerView(request, signer));
  }

  function activate(id: string): Answer {
    const request = find(id);
    inStatus(request, ['draft'], 'activate');
    if (!request.documents.some((document) => document.nature === 'signable_document')) {
      throw problem(400, 'signature_request.document_missing', 'At least one signable document is required.');
    }
    if (request.signers.length === 0) {
      throw problem(400, 'signature_request.signer_missing', 'At least one signer is required.');
    }
    if (request.signers.some((signer) => signer.fields.length === 0)) {
      throw problem(400, 'signer.field_missing', 'Each signer needs at least one signature field.');
    }
    request.status = 'ongoing';
    for (const signer of request.signers) signer.status = 'notified';
    return json(201, view(request));
  }

  function cancel(id: string, raw: Buffer): Answer {
    const request = find(id);
    const body = parse(cancelBody, raw);
    inStatus(request, ['ongoing', 'approval'], 'cancel');
    request.status = 'canceled';
    request.cancellation = { reason: body.reason, custom_note: body.custom_note ?? null };
    for (const signer of request.signers) if (signer.status !== 'signed') signer.status = 'aborted';
    return json(201, view(request));
  }

  function downloadDocument(id: string, documentId: string): Answer {
    const request = find(id);
    const document = request.documents.find((candidate) => candidate.id === documentId);
    if (!document) throw problem(404, 'resource.not_found', `Document "${documentId}" not found.`);
    if (request.status !== 'done' || !document.signedPdf) {
      throw problem(
        400,
        'document.unable_to_download_signature_request_not_in_done',
        `The signature request "${id}" is still ${request.status}, the completed documents are not available yet`,
      );
    }
    return { status: 200, type: 'application/pdf', body: document.signedPdf };
  }

  function downloadAuditTrail(id: string, signerId: string): Answer {
    const signer = find(id).signers.find((candidate) => candidate.id === signerId);
    if (!signer) throw problem(404, 'resource.not_found', `Signer "${signerId}" not found.`);
    if (!signer.auditTrail) {
      throw problem(
        400,
        'audit_trail.not_ready_for_download',
        'The audit trail is not ready to be downloaded yet',
      );
    }
    return { status: 200, type: 'application/pdf', body: signer.auditTrail };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let answer: Answer;
    try {
      const raw = await readBody(req);
      if (req.headers.authorization !== `Bearer ${options.apiKey}`) {
        throw problem(401, 'about:blank', 'Invalid authentication, check your API key.');
      }
      const path = new URL(req.url ?? '/', 'http://stand-in').pathname.replace(/^\/v3(?=\/)/, '');
      const matching = routes.filter(([, pattern]) => pattern.test(path));
      const route = matching.find(([method]) => method === req.method);
      if (!route) {
        throw matching.length
          ? problem(405, 'about:blank', 'Method not allowed.')
          : problem(404, 'resource.not_found', 'Not found.');
      }
      const match = (route[1].exec(path) ?? []).slice(1).map(decodeURIComponent);
      answer = await route[2](match, raw, req);
    } catch (error) {
      if (!(error instanceof StandInError)) throw error;
      answer = json(error.status, error.body);
    }
    res.writeHead(answer.status, { 'content-type': answer.type, 'content-length': answer.body.length });
    res.end(answer.body);
  }

  async function sendWebhook(
    eventName: string,
    requestId: string,
    extra: { eventId?: string; secret?: string; signerId?: string } = {},
  ): Promise<Response> {
    if (!webhookUrl) throw new Error('Yousign stand-in: no webhook URL (setWebhookUrl)');
    const request = find(requestId);
    const signer = request.signers.find((candidate) => candidate.id === extra.signerId);
    const eventId = extra.eventId ?? randomUUID();
    const body = JSON.stringify({
      event_id: eventId,
      event_name: eventName,
      event_time: String(Math.floor(Date.now() / 1000)),
      subscription_id: 'stand-in-subscription',
      subscription_description: 'Yousign stand-in',
      sandbox: true,
      data: { signature_request: view(request), ...(signer ? { signer: signerView(request, signer) } : {}) },
    });
    const digest = createHmac('sha256', extra.secret ?? options.webhookSecret)
      .update(body)
      .digest('hex');
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Yousign Webhook Bot',
        'x-yousign-signature-256': `sha256=${digest}`,
        'x-yousign-retry': '0',
        'x-yousign-issued-at': new Date().toISOString(),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    webhooks.push({ eventId, eventName, requestId, status: response.status, body });
    return response;
  }

  /** Sends an event as Yousign would: a receiver that fails is noted (status 0), not thrown. */
  async function notify(eventName: string, requestId: string, signerId?: string) {
    if (!webhookUrl) return;
    await sendWebhook(eventName, requestId, { signerId }).catch((error: unknown) => {
      webhooks.push({ eventId: '', eventName, requestId, status: 0, body: String(error) });
    });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ type: 'about:blank', detail: String(error) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    /** Give it to createYousignAdapter as `baseUrl`. */
    baseUrl: `http://127.0.0.1:${port}/v3`,
    requests,
    /** Every webhook sent, in order, with the receiver's answer. */
    webhooks,
    setWebhookUrl(url: string | null) {
      webhookUrl = url;
    },
    sendWebhook,
    /** Every signer signs: signed PDFs and audit trails are made, then `signer.done` and `signature_request.done`. */
    async complete(requestId: string) {
      const request = find(requestId);
      inStatus(request, ['ongoing'], 'complete');
      for (const document of request.documents) {
        const mark = Buffer.from(`\n%Yousign stand-in signature ${document.id}\n`, 'latin1');
        document.signedPdf = Buffer.concat([document.pdf, mark]);
      }
      for (const signer of request.signers) {
        signer.status = 'signed';
        signer.auditTrail = await auditTrailPdf(request, signer);
      }
      request.status = 'done';
      for (const signer of request.signers) await notify('signer.done', requestId, signer.id);
      await notify('signature_request.done', requestId);
    },
    /** A signer (the first unless told) declines: `signature_request.declined`. */
    async decline(requestId: string, signerId?: string, reason = 'Je refuse de signer.') {
      const request = find(requestId);
      inStatus(request, ['ongoing'], 'decline');
      const signer = request.signers.find((candidate) => !signerId || candidate.id === signerId);
      if (!signer) throw new Error(`Yousign stand-in: no signer ${signerId}`);
      signer.status = 'declined';
      request.status = 'declined';
      request.decline = { signer_id: signer.id, reason };
      await notify('signature_request.declined', requestId, signer.id);
    },
    /** The expiration date passes: `signature_request.expired`. */
    async expire(requestId: string) {
      const request = find(requestId);
      inStatus(request, ['ongoing', 'approval'], 'expire');
      request.status = 'expired';
      await notify('signature_request.expired', requestId);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type YousignStandIn = Awaited<ReturnType<typeof startYousignStandIn>>;

interface Answer {
  status: number;
  type: string;
  body: Buffer;
}

const json = (status: number, value: unknown): Answer => ({
  status,
  type: 'application/json',
  body: Buffer.from(JSON.stringify(value)),
});

/** A Yousign error answer, thrown by the handlers and turned into the HTTP answer. */
class StandInError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.detail));
  }
}

const problem = (status: number, type: string, detail: string, extra: Record<string, unknown> = {}) =>
  new StandInError(status, { type, detail, ...extra });

const invalid = (name: string, reason: string) =>
  problem(400, 'validation.error', 'You have some invalid params in your payload.', {
    invalid_params: [{ name, reason }],
  });

function parse<T>(schema: z.ZodType<T>, raw: Buffer): T {
  let value: unknown;
  try {
    value = JSON.parse(raw.toString('utf8') || 'null');
  } catch {
    throw invalid('(body)', 'The body is not JSON.');
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw problem(400, 'validation.error', 'You have some invalid params in your payload.', {
    invalid_params: parsed.error.issues.map((issue) => ({
      name: issue.path.join('.'),
      reason: issue.message,
    })),
  });
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function view(request: StandInRequest) {
  return {
    id: request.id,
    status: request.status,
    name: request.name,
    delivery_mode: request.delivery_mode,
    created_at: request.created_at,
    ordered_signers: false,
    timezone: request.timezone,
    expiration_date: request.expiration_date,
    source: 'public_api',
    external_id: request.external_id,
    documents: request.documents.map((document) => ({ id: document.id, nature: document.nature })),
    signers: request.signers.map((signer) => ({ id: signer.id, status: signer.status })),
    approvers: [],
    decline_information: request.decline
      ? { signer_id: request.decline.signer_id, reason: request.decline.reason }
      : null,
  };
}

function documentView(document: StandInDocument) {
  return {
    id: document.id,
    filename: document.filename,
    nature: document.nature,
    content_type: 'application/pdf',
    sha256: createHash('sha256').update(document.pdf).digest('hex'),
    is_protected: false,
    is_signed: false,
    total_pages: document.pages.length,
    total_anchors: 0,
  };
}

function signerView(request: StandInRequest, signer: StandInSigner) {
  return {
    id: signer.id,
    status: signer.status,
    info: signer.info,
    signature_level: signer.signature_level,
    signature_authentication_mode: signer.signature_authentication_mode,
    signature_link: request.status === 'draft' ? null : `https://yousign.stand-in/signatures/${signer.id}`,
    fields: signer.fields.map((field) => ({ ...field, signer_id: signer.id })),
  };
}

async function auditTrailPdf(request: StandInRequest, signer: StandInSigner): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  const lines = [
    'Yousign stand-in audit trail',
    `Signature request ${request.id}`,
    `Signer ${signer.id}: ${signer.info.email}`,
  ];
  lines.forEach((line, index) => {
    page.drawText(line, { x: 50, y: 780 - index * 20, size: 12, font });
  });
  return Buffer.from(await pdf.save());
}
