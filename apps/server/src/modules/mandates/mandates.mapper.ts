import type { creditors, mandates, requiredMandates } from '@vetbo/db/schema/index';
import type { Mandate, RequiredMandate } from '@vetbo/domain/mandates';
import { apiDateTime } from '../../lib/list.ts';

export type MandateRecord = {
  mandate: typeof mandates.$inferSelect;
  creditor: typeof creditors.$inferSelect;
};
export type RequiredMandateRow = typeof requiredMandates.$inferSelect;

export const toMandate = ({ mandate, creditor }: MandateRecord): Mandate => ({
  id: mandate.id,
  prefix: mandate.prefix,
  entitled: mandate.entitled,
  creditor: { id: creditor.id, name: creditor.name, sepaCreditorIdentifier: creditor.sepaCreditorIdentifier },
  createdDate: apiDateTime(mandate.createdDate),
  updatedDate: apiDateTime(mandate.updatedDate),
});

export const toRequiredMandate = (row: RequiredMandateRow): RequiredMandate => ({
  id: row.id,
  billingAccountId: row.billingAccountId,
  mandateId: row.mandateId,
  rum: row.rum,
  isValidated: row.isValidated,
  filledMandate: row.validatedDate ? { validatedDate: apiDateTime(row.validatedDate) } : null,
  revokedDate: row.revokedDate ? apiDateTime(row.revokedDate) : null,
  createdDate: apiDateTime(row.createdDate),
  updatedDate: apiDateTime(row.updatedDate),
});
