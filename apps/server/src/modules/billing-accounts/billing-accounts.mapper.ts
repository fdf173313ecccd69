import type { billingAccounts } from '@vetbo/db/schema/index';
import { type BillingAccount, maskIban, ROLES_SEEING_FULL_IBAN } from '@vetbo/domain/billing-accounts';
import type { StaffRole } from '@vetbo/domain/enums';
import { apiDateTime } from '../../lib/list.ts';

export type BillingAccountRow = typeof billingAccounts.$inferSelect;

/** The account as `role` may see it: the IBAN in full for ADMIN and ACCOUNTANT, masked otherwise. */
export function toBillingAccount(row: BillingAccountRow, role: StaffRole | null): BillingAccount {
  const full = role !== null && ROLES_SEEING_FULL_IBAN.includes(role);
  return {
    id: row.id,
    legalStructureId: row.legalStructureId,
    entitled: row.entitled,
    iban: row.iban && !full ? maskIban(row.iban) : row.iban,
    ibanMasked: Boolean(row.iban) && !full,
    bicSwift: row.bicSwift,
    identityName: row.identityName,
    signatoryName: row.signatoryName,
    sepa: row.sepa,
    status: row.status,
    createdDate: apiDateTime(row.createdDate),
    updatedDate: apiDateTime(row.updatedDate),
  };
}
