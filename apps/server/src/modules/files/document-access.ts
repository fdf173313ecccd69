// Documents that show a billing account's bank details in full (the mandate forms sent for signature, the
// signed mandates, their signers' proof files) follow the billing accounts' IBAN rule: only the roles that
// see an IBAN whole (ROLES_SEEING_FULL_IBAN: ADMIN, ACCOUNTANT) open them through the generic document
// calls. The leader reads their own through /v1/me/signers/… (signature-code.ts).
import { ROLES_SEEING_FULL_IBAN } from '@vetbo/domain/billing-accounts';
import type { StaffRole } from '@vetbo/domain/enums';
import { refusal } from '../../lib/problem.ts';
import { FILE_PROBLEMS } from './files.problems.ts';

export function mayOpenDocument(document: { showsBankDetails: boolean }, role: StaffRole | null): boolean {
  return !document.showsBankDetails || (role !== null && ROLES_SEEING_FULL_IBAN.includes(role));
}

/** 403 DOCUMENT_SHOWS_BANK_DETAILS unless `role` may open the document's content. */
export function assertMayOpenDocument(document: { showsBankDetails: boolean }, role: StaffRole | null): void {
  if (!mayOpenDocument(document, role)) throw refusal(FILE_PROBLEMS.DOCUMENT_SHOWS_BANK_DETAILS);
}
