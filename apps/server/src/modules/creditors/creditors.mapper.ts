import type { creditors } from '@vetbo/db/schema/index';
import { maskIban, ROLES_SEEING_FULL_IBAN } from '@vetbo/domain/billing-accounts';
import type { Creditor, CreditorRecord } from '@vetbo/domain/creditors';
import type { StaffRole } from '@vetbo/domain/enums';
import { apiDateTime } from '../../lib/list.ts';

export type CreditorRow = typeof creditors.$inferSelect;

/** The creditor as `role` sees it: the columns are named as the API names them, the IBAN masked but for ADMIN and ACCOUNTANT. */
export function toCreditor(row: CreditorRow, role: StaffRole | null): Creditor {
  const ibanMasked = !(role && ROLES_SEEING_FULL_IBAN.includes(role));
  const { createdDate, updatedDate, iban, ...fields } = row;
  const dates = { createdDate: apiDateTime(createdDate), updatedDate: apiDateTime(updatedDate) };
  return { ...fields, iban: ibanMasked ? maskIban(iban) : iban, ibanMasked, ...dates };
}

/** The stored record in the shape the rules check (what a PATCH is merged into). */
export function toRecord(row: CreditorRow): CreditorRecord {
  const { id: _id, createdDate: _created, updatedDate: _updated, ...fields } = row;
  return fields;
}
