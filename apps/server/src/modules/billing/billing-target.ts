// Who a document bills and how it is paid: the establishment or workgroup, its legal structure (the
// buyer on the document), and for direct debit the billing account and its validated mandate for the
// creditor (spec §5: "no default billing account", "no valid mandate").
import {
  billingAccounts,
  creditors,
  legalStructures,
  mandates,
  requiredMandates,
  veterinaryEstablishmentAddresses,
  veterinaryEstablishmentMembers,
  veterinaryEstablishments,
  veterinaryGroups,
} from '@vetbo/db/schema/index';
import { isDirectDebit } from '@vetbo/domain/billing/enums';
import { and, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { notFound } from '../../lib/http.problems.ts';
import { refusal } from '../../lib/problem.ts';
import type { Tx } from '../../lib/transaction.ts';
import { BILLING_PROBLEMS } from './billing.problems.ts';
import type { DocumentParty } from './document-content.ts';

export interface TargetInput {
  veterinaryEstablishmentId?: number | undefined;
  veterinaryGroupId?: number | undefined;
}

export interface BillingTarget {
  veterinaryEstablishmentId: number | null;
  veterinaryGroupId: number | null;
  legalStructureId: number;
  clientName: string;
  accountingCode: string | null;
  personalisedMention: string | null;
  mainBillingAccountId: number | null;
  buyer: DocumentParty;
  /** The establishment's main address, when it differs from the legal structure's seat. */
  deliveryAddress: DocumentParty['address'] | null;
}

/** The billed establishment or group with its legal structure; a 404 for an unknown one, a 422 without structure. */
export async function loadBillingTarget(tx: Tx, input: TargetInput): Promise<BillingTarget> {
  if (input.veterinaryEstablishmentId !== undefined) {
    const [row] = await tx
      .select({ establishment: veterinaryEstablishments, address: veterinaryEstablishmentAddresses })
      .from(veterinaryEstablishments)
      .leftJoin(
        veterinaryEstablishmentAddresses,
        eq(veterinaryEstablishmentAddresses.id, veterinaryEstablishments.mainAddressId),
      )
      .where(eq(veterinaryEstablishments.id, input.veterinaryEstablishmentId));
    if (!row) throw notFound('Établissement', input.veterinaryEstablishmentId);
    const { establishment, address } = row;
    const structure = await loadStructure(tx, establishment.legalStructureId, establishment.name);
    const buyer = toParty(structure);
    const delivery = address && {
      street: [address.streetNumber, address.streetName].filter(Boolean).join(' '),
      postalCode: address.postalCode,
      city: address.city,
      country: address.country,
    };
    return {
      veterinaryEstablishmentId: establishment.id,
      veterinaryGroupId: null,
      legalStructureId: structure.id,
      clientName: establishment.name,
      accountingCode: establishment.accountingCode,
      personalisedMention: establishment.personalisedMention,
      mainBillingAccountId: establishment.mainBillingAccountId,
      buyer,
      deliveryAddress: delivery && !sameAddress(delivery, buyer.address) ? delivery : null,
    };
  }
  const groupId = input.veterinaryGroupId as number;
  const [group] = await tx.select().from(veterinaryGroups).where(eq(veterinaryGroups.id, groupId));
  if (!group) throw notFound('Groupe', groupId);
  const structure = await loadStructure(tx, group.legalStructureId, group.entitled);
  return {
    veterinaryEstablishmentId: null,
    veterinaryGroupId: group.id,
    legalStructureId: structure.id,
    clientName: group.entitled,
    accountingCode: group.accountingCode,
    personalisedMention: group.personalisedMention,
    mainBillingAccountId: group.mainBillingAccountId,
    buyer: toParty(structure),
    deliveryAddress: null,
  };
}

async function loadStructure(tx: Tx, id: number | null, client: string) {
  const [structure] = id ? await tx.select().from(legalStructures).where(eq(legalStructures.id, id)) : [];
  if (!structure) throw refusal(BILLING_PROBLEMS.NO_LEGAL_STRUCTURE, { params: { client } });
  return structure;
}

const sameAddress = (a: DocumentParty['address'], b: DocumentParty['address']) =>
  a.street === b.street && a.postalCode === b.postalCode && a.city === b.city && a.country === b.country;

function toParty(structure: typeof legalStructures.$inferSelect): DocumentParty {
  return {
    name: structure.socialReason,
    legalForm: structure.legalForm,
    legalCode: structure.legalCode,
    vatNumber: structure.vatIntraCommunityNumber,
    shareCapitalCents: null,
    tradeRegisterCity: null,
    address: {
      street: [structure.headQuarterStreetNumber, structure.headQuarterStreetName].filter(Boolean).join(' '),
      postalCode: structure.headQuarterPostalCode ?? '',
      city: structure.headQuarterCity ?? '',
      country: structure.headQuarterCountry,
    },
  };
}

export type Creditor = typeof creditors.$inferSelect;

/** The creditor issuing; refused while the mentions French law requires on its invoices are empty. */
export async function loadIssuingCreditor(tx: Tx, creditorId: number): Promise<Creditor> {
  const [creditor] = await tx.select().from(creditors).where(eq(creditors.id, creditorId));
  if (!creditor) throw notFound('Créancier', creditorId);
  if (!creditor.legalForm || creditor.shareCapital === null || !creditor.tradeRegisterCity)
    throw refusal(BILLING_PROBLEMS.CREDITOR_INCOMPLETE, { params: { creditor: creditor.name } });
  return creditor;
}

export interface PaymentAccount {
  billingAccountId: number | null;
  rum: string | null;
  iban: string | null;
  bic: string | null;
}

/**
 * The account a direct debit draws on and its mandate for the creditor: the one named, else the target's
 * default for the method (the establishment's, or its current group's, main billing account). Other
 * methods keep the account named, if any, without a mandate.
 */
export async function paymentAccount(
  tx: Tx,
  target: BillingTarget,
  creditor: Creditor,
  method: string,
  billingAccountId: number | undefined,
  today: string,
): Promise<PaymentAccount> {
  if (!isDirectDebit(method))
    return { billingAccountId: billingAccountId ?? null, rum: null, iban: null, bic: null };
  const accountId = billingAccountId ?? (await defaultAccount(tx, target, method, today));
  if (!accountId) throw refusal(BILLING_PROBLEMS.NO_DEFAULT_BILLING_ACCOUNT);
  const [account] = await tx.select().from(billingAccounts).where(eq(billingAccounts.id, accountId));
  if (account?.status !== 'ENABLED') throw refusal(BILLING_PROBLEMS.NO_DEFAULT_BILLING_ACCOUNT);
  if (!account.sepa)
    throw refusal(BILLING_PROBLEMS.ACCOUNT_NOT_DEBITED, { params: { account: account.entitled } });
  const [mandate] = await tx
    .select({ rum: requiredMandates.rum })
    .from(requiredMandates)
    .innerJoin(mandates, eq(mandates.id, requiredMandates.mandateId))
    .where(
      and(
        eq(requiredMandates.billingAccountId, account.id),
        eq(mandates.creditorId, creditor.id),
        eq(requiredMandates.isValidated, true),
        isNull(requiredMandates.revokedDate),
      ),
    )
    .limit(1);
  if (!mandate || !account.iban)
    throw refusal(BILLING_PROBLEMS.NO_VALID_MANDATE, { params: { creditor: creditor.name } });
  return { billingAccountId: account.id, rum: mandate.rum, iban: account.iban, bic: account.bicSwift };
}

async function defaultAccount(tx: Tx, target: BillingTarget, method: string, today: string) {
  if (method === 'VETERINARY_ESTABLISHMENT_BILLING_ACCOUNT')
    return target.veterinaryEstablishmentId ? target.mainBillingAccountId : null;
  if (method === 'VETERINARY_GROUP_BILLING_ACCOUNT') {
    if (target.veterinaryGroupId) return target.mainBillingAccountId;
    const [membership] = await tx
      .select({ accountId: veterinaryGroups.mainBillingAccountId })
      .from(veterinaryEstablishmentMembers)
      .innerJoin(veterinaryGroups, eq(veterinaryGroups.id, veterinaryEstablishmentMembers.veterinaryGroupId))
      .where(
        and(
          eq(
            veterinaryEstablishmentMembers.veterinaryEstablishmentId,
            target.veterinaryEstablishmentId as number,
          ),
          lte(veterinaryEstablishmentMembers.joinDate, today),
          or(
            isNull(veterinaryEstablishmentMembers.leaveDate),
            gte(veterinaryEstablishmentMembers.leaveDate, today),
          ),
        ),
      )
      .limit(1);
    return membership?.accountId ?? null;
  }
  // SPECIFIC_BILLING_ACCOUNT: the account the establishment's current membership names (spec §3.5).
  if (!target.veterinaryEstablishmentId) return null;
  const [member] = await tx
    .select({ accountId: veterinaryEstablishmentMembers.specificBillingAccountId })
    .from(veterinaryEstablishmentMembers)
    .where(
      and(
        eq(veterinaryEstablishmentMembers.veterinaryEstablishmentId, target.veterinaryEstablishmentId),
        lte(veterinaryEstablishmentMembers.joinDate, today),
        or(
          isNull(veterinaryEstablishmentMembers.leaveDate),
          gte(veterinaryEstablishmentMembers.leaveDate, today),
        ),
      ),
    )
    .limit(1);
  return member?.accountId ?? null;
}
