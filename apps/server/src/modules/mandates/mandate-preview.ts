import type { Db } from '@vetbo/db/database';
import {
  billingAccounts,
  creditors,
  legalStructures,
  mandates,
  requiredMandates,
} from '@vetbo/db/schema/index';
import { maskIban, ROLES_SEEING_FULL_IBAN } from '@vetbo/domain/billing-accounts';
import type { StaffRole } from '@vetbo/domain/enums';
import { type MandateForm, mandateForm } from '@vetbo/domain/mandate-form';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { notFound } from '../../lib/http.problems.ts';

/**
 * The form of one of the account's mandates in force (the one asked, or the first still to sign, else
 * the first), as `role` may read it: the IBAN in full for ADMIN and ACCOUNTANT only.
 */
export async function loadMandateForm(
  db: Db,
  billingAccountId: number,
  requiredMandateId: number | undefined,
  role: StaffRole | null,
): Promise<MandateForm> {
  const [account] = await db
    .select({ account: billingAccounts, structure: legalStructures })
    .from(billingAccounts)
    .innerJoin(legalStructures, eq(legalStructures.id, billingAccounts.legalStructureId))
    .where(eq(billingAccounts.id, billingAccountId));
  if (!account) throw notFound('Compte de facturation', billingAccountId);
  const candidates = await db
    .select({ required: requiredMandates, creditor: creditors })
    .from(requiredMandates)
    .innerJoin(mandates, eq(mandates.id, requiredMandates.mandateId))
    .innerJoin(creditors, eq(creditors.id, mandates.creditorId))
    .where(and(eq(requiredMandates.billingAccountId, billingAccountId), isNull(requiredMandates.revokedDate)))
    .orderBy(asc(requiredMandates.isValidated), asc(requiredMandates.id));
  const chosen = requiredMandateId
    ? candidates.find(({ required }) => required.id === requiredMandateId)
    : candidates[0];
  if (!chosen) throw notFound('Mandat requis', requiredMandateId ?? billingAccountId);
  const { account: row, structure } = account;
  const full = role !== null && ROLES_SEEING_FULL_IBAN.includes(role);
  const street = [structure.headQuarterStreetNumber, structure.headQuarterStreetName]
    .filter(Boolean)
    .join(' ');
  const town = [structure.headQuarterPostalCode, structure.headQuarterCity].filter(Boolean).join(' ');
  return mandateForm({
    creditor: {
      name: chosen.creditor.name,
      sepaCreditorIdentifier: chosen.creditor.sepaCreditorIdentifier,
      address: [chosen.creditor.streetName, `${chosen.creditor.postalCode} ${chosen.creditor.city}`],
    },
    rum: chosen.required.rum,
    debtor: {
      name: row.identityName ?? structure.socialReason,
      address: [street, town].filter(Boolean),
    },
    iban: row.iban ? (full ? row.iban : maskIban(row.iban)) : null,
    bic: row.bicSwift,
  });
}
