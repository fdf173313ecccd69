// The one interface behind which every e-signature provider sits (issue 9 §2). The built-in provider
// (default) and Yousign API v3 (YOUSIGN_API_KEY) both implement it; the rest of the product only knows
// signature requests, documents, signers and events (packages/db/src/schema/signatures.ts).
import type { SignatureProvider, SignatureRequestStatus } from '@vetbo/domain/enums';

/** Where the signer signs on a page: PDF points, origin at the page's top-left corner, page from 1. */
export interface SignatureField {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DocumentToSign {
  /** Our `signature_documents.id`. */
  localId: number;
  fileName: string;
  pdf: Buffer;
  field: SignatureField;
}

export interface SignerToInvite {
  /** Our `signature_signers.id`. */
  localId: number;
  /** The product's user, when the signer is one (the built-in provider's mail is filed under them). */
  userId?: number | null;
  firstName: string;
  lastName: string;
  email: string;
  locale: 'fr' | 'en';
}

export interface RequestToActivate {
  /** Our `signature_requests.id`. */
  localId: number;
  name: string;
  documents: DocumentToSign[];
  signers: SignerToInvite[];
  /** Day after which the request expires (YYYY-MM-DD). */
  expirationDay: string;
}

/** The provider's ids for what it was given, so that its events and downloads can be matched. */
export interface Activation {
  externalId: string;
  documents: { localId: number; externalId: string }[];
  signers: { localId: number; externalId: string }[];
}

/** An event of a request, as received from the provider (webhook) or produced by the built-in flow. */
export interface SignatureEvent {
  /** Unique per provider: a second event with the same id is a replay and is ignored. */
  eventId: string;
  /** The provider's event name, e.g. `signature_request.done`, `signer.done`. */
  name: string;
  occurredAt: Date;
  /** The provider's id of the signature request the event is about. */
  externalRequestId: string;
  /** The request's status the event brings it to, when it changes it. */
  status: SignatureRequestStatus | null;
  /** The provider's id of the signer the event is about, when it is about one. */
  externalSignerId: string | null;
  payload: unknown;
}

/** What a finished request leaves behind: each signed PDF and each signer's audit trail (PDF). */
export interface SignedFiles {
  documents: { externalId: string; pdf: Buffer }[];
  auditTrails: { externalSignerId: string; pdf: Buffer }[];
}

export interface SignatureProviderAdapter {
  readonly kind: SignatureProvider;
  /** Creates the request at the provider, uploads the documents, adds the signers and activates it. */
  activate(request: RequestToActivate): Promise<Activation>;
  /** Cancels an ongoing request (a contract cancelled while SENT). */
  cancel(externalId: string, reason: string): Promise<void>;
  /** The signed documents and audit trails of a request the provider reported done. */
  downloadSigned(
    externalId: string,
    documents: { externalId: string }[],
    signers: { externalId: string }[],
  ): Promise<SignedFiles>;
}
