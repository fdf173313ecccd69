// The Yousign stand-in's in-memory records and options.

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

export interface YousignStandInOptions {
  apiKey: string;
  webhookSecret: string;
  webhookUrl?: string;
}
