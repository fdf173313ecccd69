// The onboarding portal's documents, declared once (zod-free, as every list declaration; apart from
// lists/billing.ts, which the staff's billing screens read before their first paint).
import { declareList } from '../list-declaration.ts';

/**
 * The onboarding portal's documents (`GET /v1/me/invoices`): the issued invoices and credit notes of the
 * establishments the signed-in leader leads, newest first. The leader's scope is the list's; it has no
 * filter of its own.
 */
export const leaderDocumentListDeclaration = declareList({
  filters: {},
  sorts: ['issueDate'],
  defaultSort: [{ field: 'issueDate', direction: 'desc' }],
});
