// The stand-in's signature requests, kept in memory, and the API calls on them with Yousign's status rules.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import { type Answer, invalid, json, parse, problem } from './answers.ts';
import { readDocument } from './documents.ts';
import type { StandInRequest, StandInSigner } from './types.ts';
import { documentView, signerView, view } from './views.ts';

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

/** Refuses an action on a request whose status does not allow it. */
export const inStatus = (request: StandInRequest, statuses: string[], action: string) => {
  if (!statuses.includes(request.status)) {
    throw problem(
      400,
      'signature_request.status_not_compatible',
      `Cannot ${action} a signature request in status "${request.status}".`,
    );
  }
};

/** The requests' store and the API's handlers on it. */
export function createRequests() {
  const requests = new Map<string, StandInRequest>();

  const find = (id: string) => {
    const request = requests.get(id);
    if (!request) throw problem(404, 'resource.not_found', `Signature request "${id}" not found.`);
    return request;
  };

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

  const read = (id: string): Answer => json(200, view(find(id)));

  async function upload(id: string, raw: Buffer, req: IncomingMessage): Promise<Answer> {
    const request = find(id);
    inStatus(request, ['draft'], 'add a document to');
    const document = await readDocument(raw, req.headers['content-type'] ?? '');
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

  return {
    requests,
    find,
    createRequest,
    read,
    upload,
    addSigner,
    activate,
    cancel,
    downloadDocument,
    downloadAuditTrail,
  };
}

export type StandInRequests = ReturnType<typeof createRequests>;
