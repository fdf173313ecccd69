// What the stand-in shows of its records, shaped as Yousign's JSON.
import { createHash } from 'node:crypto';
import type { StandInDocument, StandInRequest, StandInSigner } from './types.ts';

export function view(request: StandInRequest) {
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

export function documentView(document: StandInDocument) {
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

export function signerView(request: StandInRequest, signer: StandInSigner) {
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
