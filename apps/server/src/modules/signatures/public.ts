// What other modules may use of this module (the architecture test refuses any other import).
export { createSignatureRequest, storePdf } from './create-signature-request.ts';
export { ownedBy } from './leader-ownership.ts';
export type { SignatureField, SignatureProviderAdapter } from './provider.ts';
export { findSignatureRequests } from './signature-requests.repository.ts';
export { SIGNATURE_PROBLEMS } from './signatures.problems.ts';
