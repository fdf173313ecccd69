// A run's invoices: groups of periods or deliveries of one establishment and creditor, issued a batch at a
// time in the caller's transaction, and the rows they carry marked with them in the same transaction — so
// a period or a delivery is billed once. A batch reads its creditors, clients and accounts in a few
// statements, takes each series' lock once for all its documents, and writes documents, lines and history
// with one INSERT each (per invoice: 25 statements before, about one now; docs/performance.md).
import {
  billingAccounts,
  legalStructures,
  mandates,
  requiredMandates,
  veterinaryEstablishmentAddresses,
  veterinaryEstablishments,
} from '@vetbo/db/schema/index';
import { documentTotals } from '@vetbo/domain/billing/totals';
import { maskIban } from '@vetbo/domain/billing-accounts';
import { changedFields } from '@vetbo/domain/change-history';
import { DISCOUNT_TOO_LARGE } from '@vetbo/domain/money/lines';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { notFound } from '../../lib/http.problems.ts';
import { queryableOf } from '../../lib/prepared.ts';
import { ApiProblem, refusal } from '../../lib/problem.ts';
import type { Tx } from '../../lib/transaction.ts';
import { queueTransmissions } from '../e-invoicing/public.ts';
import { BILLING_PROBLEMS } from './billing.problems.ts';
import { type BillingGroup, intArray } from './billing-groups.ts';
import {
  type BillingTarget,
  type Creditor,
  loadIssuingCreditor,
  type PaymentAccount,
} from './billing-target.ts';
import { type Actor, type IssuedDocument, insertIssuedDocuments } from './create-document.ts';
import type { DocumentParty } from './document-content.ts';
import { sealOf } from './document-hash.ts';
import { buyerSirenProblem, documentContent } from './issue-document.ts';
import { advanceSeries, reserveNumbers } from './take-number.ts';

const DIRECT_DEBIT = 'VETERINARY_ESTABLISHMENT_BILLING_ACCOUNT';
const TRANSFER = { billingAccountId: null, rum: null, iban: null, bic: null } satisfies PaymentAccount;

const sameAddress = (a: DocumentParty['address'], b: DocumentParty['address']) =>
  a.street === b.street && a.postalCode === b.postalCode && a.city === b.city && a.country === b.country;

/**
 * The billed establishments with their legal structure, as `loadBillingTarget` makes one (same buyer and
 * delivery address), in one statement; a refusal for one that is unknown or has no structure.
 */
async function establishmentTargets(tx: Tx, ids: number[]) {
  const e = veterinaryEstablishments;
  const a = veterinaryEstablishmentAddresses;
  const l = legalStructures;
  const rows = await tx
    .select({
      id: e.id,
      name: e.name,
      accountingCode: e.accountingCode,
      personalisedMention: e.personalisedMention,
      mainBillingAccountId: e.mainBillingAccountId,
      address: {
        streetNumber: a.streetNumber,
        streetName: a.streetName,
        postalCode: a.postalCode,
        city: a.city,
        country: a.country,
      },
      structure: {
        id: l.id,
        socialReason: l.socialReason,
        legalForm: l.legalForm,
        legalCode: l.legalCode,
        vatIntraCommunityNumber: l.vatIntraCommunityNumber,
        streetNumber: l.headQuarterStreetNumber,
        streetName: l.headQuarterStreetName,
        postalCode: l.headQuarterPostalCode,
        city: l.headQuarterCity,
        country: l.headQuarterCountry,
      },
    })
    .from(e)
    .leftJoin(a, eq(a.id, e.mainAddressId))
    .leftJoin(l, eq(l.id, e.legalStructureId))
    .where(inArray(e.id, ids));
  const targets = new Map<number, BillingTarget | ApiProblem>(
    ids.map((id) => [id, notFound('Établissement', id)]),
  );
  for (const { id, name, address, structure, ...row } of rows) {
    if (!structure) {
      targets.set(id, refusal(BILLING_PROBLEMS.NO_LEGAL_STRUCTURE, { params: { client: name } }));
      continue;
    }
    const buyer: DocumentParty = {
      name: structure.socialReason,
      legalForm: structure.legalForm,
      legalCode: structure.legalCode,
      vatNumber: structure.vatIntraCommunityNumber,
      shareCapitalCents: null,
      tradeRegisterCity: null,
      address: {
        street: [structure.streetNumber, structure.streetName].filter(Boolean).join(' '),
        postalCode: structure.postalCode ?? '',
        city: structure.city ?? '',
        country: structure.country,
      },
    };
    const delivery = address && {
      street: [address.streetNumber, address.streetName].filter(Boolean).join(' '),
      postalCode: address.postalCode,
      city: address.city,
      country: address.country,
    };
    targets.set(id, {
      veterinaryEstablishmentId: id,
      veterinaryGroupId: null,
      legalStructureId: structure.id,
      clientName: name,
      accountingCode: row.accountingCode,
      personalisedMention: row.personalisedMention,
      mainBillingAccountId: row.mainBillingAccountId,
      buyer,
      deliveryAddress: delivery && !sameAddress(delivery, buyer.address) ? delivery : null,
    });
  }
  return targets;
}

/**
 * How each group is paid, as `paymentAccount` decides it for the establishment's main account: a direct
 * debit when that account is enabled, is debited ("Mandat SEPA", `sepa`), has an IBAN and a validated
 * mandate for the creditor, else a bank transfer to the creditor. Accounts and mandates of the whole batch in two statements.
 */
async function automaticPayments(tx: Tx, accountIds: number[]) {
  const ids = [...new Set(accountIds)];
  if (ids.length === 0) return () => ({ method: 'BANK_TRANSFER', payment: TRANSFER });
  const accounts = new Map(
    (
      await tx
        .select({
          id: billingAccounts.id,
          status: billingAccounts.status,
          sepa: billingAccounts.sepa,
          iban: billingAccounts.iban,
          bic: billingAccounts.bicSwift,
        })
        .from(billingAccounts)
        .where(inArray(billingAccounts.id, ids))
    ).map((account) => [account.id, account]),
  );
  const rums = new Map<string, string>();
  const valid = await tx
    .select({
      accountId: requiredMandates.billingAccountId,
      creditorId: mandates.creditorId,
      rum: requiredMandates.rum,
    })
    .from(requiredMandates)
    .innerJoin(mandates, eq(mandates.id, requiredMandates.mandateId))
    .where(
      and(
        inArray(requiredMandates.billingAccountId, ids),
        eq(requiredMandates.isValidated, true),
        isNull(requiredMandates.revokedDate),
      ),
    )
    .orderBy(asc(requiredMandates.id));
  for (const mandate of valid) {
    const key = `${mandate.accountId}:${mandate.creditorId}`;
    if (!rums.has(key) && mandate.rum) rums.set(key, mandate.rum);
  }
  return (accountId: number | null, creditorId: number) => {
    const account = accountId === null ? undefined : accounts.get(accountId);
    const rum = rums.get(`${accountId}:${creditorId}`);
    if (account?.status !== 'ENABLED' || !account.sepa || !rum || !account.iban)
      return { method: 'BANK_TRANSFER', payment: TRANSFER };
    return {
      method: DIRECT_DEBIT,
      payment: { billingAccountId: account.id, rum, iban: account.iban, bic: account.bic },
    };
  };
}

/** Each creditor of the batch once; a refusal for one whose legal mentions are missing. */
async function issuingCreditors(tx: Tx, ids: number[]) {
  const found = new Map<number, Creditor | ApiProblem>();
  for (const id of [...new Set(ids)].sort((x, y) => x - y)) {
    try {
      found.set(id, await loadIssuingCreditor(tx, id));
    } catch (error) {
      if (!(error instanceof ApiProblem)) throw error;
      found.set(id, error);
    }
  }
  return found;
}

function totalsOf(group: BillingGroup) {
  try {
    return documentTotals(group.lines);
  } catch (error) {
    if (error instanceof RangeError && error.message === DISCOUNT_TOO_LARGE)
      return refusal(BILLING_PROBLEMS.DISCOUNT_TOO_LARGE);
    throw error;
  }
}

/**
 * Issues the groups, in order, each as one invoice; a group refused (no legal structure, incomplete
 * creditor, discount larger than its line) is noted in `failures` and the others go on. Answers how many
 * invoices were issued.
 */
export async function issueGroups(
  tx: Tx,
  groups: readonly BillingGroup[],
  runId: number,
  actor: Actor,
  today: string,
  failures: string[],
): Promise<number> {
  if (groups.length === 0) return 0;
  const creditors = await issuingCreditors(
    tx,
    groups.map((group) => group.creditorId),
  );
  const targets = await establishmentTargets(tx, [
    ...new Set(groups.map((group) => group.veterinaryEstablishmentId)),
  ]);
  const payOf = await automaticPayments(
    tx,
    [...targets.values()].flatMap((target) =>
      target instanceof ApiProblem || target.mainBillingAccountId === null
        ? []
        : [target.mainBillingAccountId],
    ),
  );
  const byCreditor = new Map<number, { group: BillingGroup; creditor: Creditor; target: BillingTarget }[]>();
  for (const group of groups) {
    const creditor = creditors.get(group.creditorId) as Creditor | ApiProblem;
    const target = targets.get(group.veterinaryEstablishmentId) as BillingTarget | ApiProblem;
    const totals = totalsOf(group);
    const siren = target instanceof ApiProblem ? null : buyerSirenProblem(target.buyer);
    if (
      creditor instanceof ApiProblem ||
      target instanceof ApiProblem ||
      totals instanceof ApiProblem ||
      siren
    ) {
      const problem = [creditor, target, totals, siren].find(
        (value) => value instanceof ApiProblem,
      ) as ApiProblem;
      failures.push(`établissement ${group.veterinaryEstablishmentId}: ${problem.code}`);
      continue;
    }
    const ready = byCreditor.get(creditor.id) ?? [];
    ready.push({ group, creditor, target });
    byCreditor.set(creditor.id, ready);
  }
  // Series locks in creditor order, so that two batches never wait for each other in a cycle.
  const documents: IssuedDocument[] = [];
  const billed: BillingGroup[] = [];
  const heads: { creditorId: number; year: number; lastSequence: number; index: number; hash: string }[] = [];
  for (const [creditorId, ready] of [...byCreditor].sort(([a], [b]) => a - b)) {
    const taken = await reserveNumbers(tx, creditorId, 'INVOICE');
    let previousHash = taken.previousHash;
    for (const [offset, { group, creditor, target }] of ready.entries()) {
      const { method, payment } = payOf(target.mainBillingAccountId, creditorId);
      const lines = group.lines.map((line, index) => ({ ...line, position: index + 1 }));
      const header = {
        paymentMethod: method,
        bankAccountRum: payment.rum,
        periodStartDate: group.periodStartDate,
        periodEndDate: group.periodEndDate,
        deliveryDate: group.deliveryDate,
      };
      const content = documentContent({
        series: 'INVOICE',
        taken: { ...taken, sequence: taken.sequence + offset },
        creditor,
        target,
        document: header,
        lines,
        preceding: null,
        debtorIban: payment.iban ? maskIban(payment.iban) : null,
      });
      const contentHash = sealOf(previousHash, content);
      documents.push({
        document: {
          documentType: 'INVOICE',
          series: 'INVOICE',
          category: group.category,
          creditorId,
          target,
          paymentMethod: method,
          payment,
          periodStartDate: group.periodStartDate,
          periodEndDate: group.periodEndDate,
          deliveryDate: group.deliveryDate,
          accountingCode: target.accountingCode,
          deliveryInformationCode: group.deliveryInformationCode,
          billingRunId: runId,
          lines,
        },
        content,
        issueYear: taken.year,
        sequence: taken.sequence + offset,
        contentHash,
        previousHash,
      });
      billed.push(group);
      previousHash = contentHash;
    }
    heads.push({
      creditorId,
      year: taken.year,
      lastSequence: taken.sequence + ready.length - 1,
      index: documents.length - 1,
      hash: previousHash,
    });
  }
  const ids = await insertIssuedDocuments(tx, documents, actor);
  for (const { creditorId, index, ...head } of heads)
    await advanceSeries(tx, creditorId, 'INVOICE', { ...head, documentId: ids[index] as number });
  // The history entry each issue records (`issueDocument`), for the whole batch in one statement.
  await queryableOf(tx).query({
    name: 'billing_issue_history',
    text: `insert into change_history (user_id, resource, resource_id, kind, changes)
      select $1::int, 'billing_documents', * from unnest($2::int[], $3::change_kind[], $4::jsonb[])`,
    values: [
      actor.userId,
      ids,
      ids.map(() => 'UPDATE'),
      documents.map(({ content, contentHash }) =>
        JSON.stringify(
          changedFields(
            { status: 'DRAFT', number: null },
            { status: 'ISSUED', number: content.number, issueDate: content.issueDate, contentHash },
          ),
        ),
      ),
    ],
  });
  await markBilled(tx, billed, ids, today);
  // The e-invoicing job sends them once this transaction commits: one INSERT for the batch.
  await queueTransmissions(tx, ids);
  return documents.length;
}

/** The periods and deliveries now carried by an invoice (`ids`, in the groups' order), in one statement each. */
async function markBilled(tx: Tx, groups: BillingGroup[], ids: number[], today: string) {
  const periods = groups.flatMap((group) => group.periodIds);
  const periodInvoices = groups.flatMap((group, index) => group.periodIds.map(() => ids[index] as number));
  const deliveries = groups.flatMap((group) => group.deliveryIds);
  const deliveryInvoices = groups.flatMap((group, index) =>
    group.deliveryIds.map(() => ids[index] as number),
  );
  if (periods.length)
    await tx.execute(sql`
      update veterinary_establishment_service_periods p set invoice_id = billed.invoice_id, updated_date = now()
        from unnest(${intArray(periods)}, ${intArray(periodInvoices)}) as billed(id, invoice_id)
       where p.id = billed.id`);
  if (deliveries.length)
    await tx.execute(sql`
      update veterinary_establishment_service_deliveries d
         set invoice_id = billed.invoice_id, billing_status = 'BILLED', invoice_date = ${today}, updated_date = now()
        from unnest(${intArray(deliveries)}, ${intArray(deliveryInvoices)}) as billed(id, invoice_id)
       where d.id = billed.id`);
}
