// Issuing a draft (issue 23 §1): the next number of its creditor's series, its content frozen and sealed
// into the series' hash chain — all in the caller's transaction, so a failure gives nothing back but
// the number, which the next issue takes.
import { billingAccounts, billingDocumentLines, billingDocuments } from '@vetbo/db/schema/index';
import { lacksRequiredSiren } from '@vetbo/domain/billing/e-invoicing';
import type { DocumentSeries, LineCategory } from '@vetbo/domain/billing/enums';
import { formatDocumentNumber } from '@vetbo/domain/billing/numbering';
import { documentTotals } from '@vetbo/domain/billing/totals';
import { maskIban } from '@vetbo/domain/billing-accounts';
import { asc, eq } from 'drizzle-orm';
import { notFound } from '../../lib/http.problems.ts';
import { refusal } from '../../lib/problem.ts';
import type { Tx } from '../../lib/transaction.ts';
import { recordChange } from '../change-history/public.ts';
import { queueTransmissions } from '../e-invoicing/public.ts';
import { BILLING_PROBLEMS } from './billing.problems.ts';
import {
  type BillingTarget,
  type Creditor,
  loadBillingTarget,
  loadIssuingCreditor,
} from './billing-target.ts';
import {
  type ContentLine,
  type DocumentContent,
  type DocumentParty,
  operationNature,
} from './document-content.ts';
import { sealOf } from './document-hash.ts';
import { sealChain, takeNumber } from './take-number.ts';

/** Days between issue and due date (docs/decisions.md "Payment terms"). */
export const PAYMENT_TERM_DAYS = 30;

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

function creditorParty(creditor: Creditor): DocumentParty {
  return {
    name: creditor.name,
    legalForm: creditor.legalForm,
    legalCode: creditor.legalCode,
    vatNumber: creditor.vatIntraCommunityNumber,
    shareCapitalCents: creditor.shareCapital,
    tradeRegisterCity: creditor.tradeRegisterCity,
    address: {
      street: creditor.streetName,
      postalCode: creditor.postalCode,
      city: creditor.city,
      country: creditor.country,
    },
  };
}

/** What a document being issued carries: the number taken, the header, its lines, and what they show. */
export interface ContentInput {
  series: DocumentSeries;
  taken: { year: number; sequence: number; issueDate: string };
  creditor: Creditor;
  target: Pick<BillingTarget, 'buyer' | 'deliveryAddress' | 'personalisedMention'>;
  document: {
    paymentMethod: string;
    bankAccountRum: string | null;
    periodStartDate: string | null;
    periodEndDate: string | null;
    deliveryDate: string | null;
  };
  lines: readonly (Omit<ContentLine, 'category'> & { category: LineCategory })[];
  preceding: { number: string; issueDate: string } | null;
  /** The debited account, masked as printed. */
  debtorIban: string | null;
  /** Where a transfer is paid into, when not the creditor's account (self-billing: the establishment's). */
  payee?: { payeeIban: string | null; payeeBic: string | null };
}

/** The content frozen at issue (seller, buyer, mentions, lines, totals): one builder for every way of issuing. */
export function documentContent(input: ContentInput): DocumentContent {
  const { series, taken, creditor, target, document, lines } = input;
  const prefix = {
    INVOICE: creditor.invoiceSeriesPrefix,
    CREDIT_NOTE: creditor.creditNoteSeriesPrefix,
    SELF_BILLING: creditor.selfBillingSeriesPrefix,
  }[series];
  const number = formatDocumentNumber(prefix, taken.year, taken.sequence);
  const dueDate = addDays(taken.issueDate, PAYMENT_TERM_DAYS);
  const totals = documentTotals(lines);
  const network = creditorParty(creditor);
  const selfBilling = series === 'SELF_BILLING';
  return {
    kind: series,
    number,
    issueDate: taken.issueDate,
    dueDate,
    // Self-billing: the network writes the establishment's invoice to itself (CGI art. 289 I-2).
    seller: selfBilling ? target.buyer : network,
    buyer: selfBilling ? network : target.buyer,
    deliveryAddress: target.deliveryAddress,
    precedingInvoice: input.preceding,
    period:
      document.periodStartDate && document.periodEndDate
        ? { start: document.periodStartDate, end: document.periodEndDate }
        : null,
    deliveryDate: document.deliveryDate,
    operationNature: operationNature(lines),
    vatOnDebits: creditor.vatOnDebits,
    latePaymentPenalty: creditor.latePaymentPenalty,
    personalisedMention: target.personalisedMention,
    payment: {
      method: document.paymentMethod,
      rum: document.bankAccountRum,
      iban: input.debtorIban,
      bic: null,
      creditorIdentifier: document.bankAccountRum ? creditor.sepaCreditorIdentifier : null,
      ...(input.payee ??
        (document.paymentMethod === 'BANK_TRANSFER' && !selfBilling
          ? { payeeIban: creditor.iban, payeeBic: creditor.bicSwift }
          : { payeeIban: null, payeeBic: null })),
    },
    lines: lines.map((line) => ({
      position: line.position,
      summary: line.summary,
      description: line.description,
      category: line.category,
      vatCategory: line.vatCategory,
      vatRate: line.vatRate,
      quantity: line.quantity,
      unitPriceWithoutVat: line.unitPriceWithoutVat,
      amountWithoutVat: line.amountWithoutVat,
    })),
    vatBreakdown: totals.vatBreakdown,
    totals: {
      amountWithoutVat: totals.amountWithoutVat,
      vatAmount: totals.vatAmount,
      amountWithVat: totals.amountWithVat,
    },
  };
}

export async function issueDocument(tx: Tx, id: number, actor: { userId: number | null }): Promise<void> {
  const [document] = await tx
    .select()
    .from(billingDocuments)
    .where(eq(billingDocuments.id, id))
    .for('update');
  if (!document) throw notFound('Document', id);
  if (document.status !== 'DRAFT')
    throw refusal(BILLING_PROBLEMS.DOCUMENT_NOT_DRAFT, { params: { number: document.number ?? '' } });
  const creditor = await loadIssuingCreditor(tx, document.creditorId);
  const target = await loadBillingTarget(tx, {
    veterinaryEstablishmentId: document.veterinaryEstablishmentId ?? undefined,
    veterinaryGroupId: document.veterinaryGroupId ?? undefined,
  });
  const lines = await tx
    .select()
    .from(billingDocumentLines)
    .where(eq(billingDocumentLines.documentId, id))
    .orderBy(asc(billingDocumentLines.position));
  const preceding = document.precedingInvoiceId
    ? (
        await tx.select().from(billingDocuments).where(eq(billingDocuments.id, document.precedingInvoiceId))
      )[0]
    : undefined;

  const series = document.series as DocumentSeries;
  const taken = await takeNumber(tx, creditor.id, series);
  const content = documentContent({
    series,
    taken,
    creditor,
    target,
    document,
    lines,
    preceding:
      preceding?.number && preceding.issueDate
        ? { number: preceding.number, issueDate: preceding.issueDate }
        : null,
    debtorIban: document.bankAccountRum ? await debtorIban(tx, document.billingAccountId) : null,
    payee: await payee(tx, document, creditor, series === 'SELF_BILLING'),
  });
  refuseBuyerWithoutSiren(content.buyer);
  const { number, dueDate } = content;
  const hash = sealOf(taken.previousHash, content);
  await tx
    .update(billingDocuments)
    .set({
      status: 'ISSUED',
      number,
      issueYear: taken.year,
      sequence: taken.sequence,
      issueDate: taken.issueDate,
      dueDate,
      content,
      contentHash: hash,
      previousHash: taken.previousHash,
      issuedDate: new Date(),
    })
    .where(eq(billingDocuments.id, id));
  await sealChain(tx, creditor.id, series, id, hash);
  await recordChange(tx, {
    userId: actor.userId,
    resource: 'billing_documents',
    resourceId: id,
    kind: 'UPDATE',
    before: { status: 'DRAFT', number: null },
    after: { status: 'ISSUED', number, issueDate: taken.issueDate, contentHash: hash },
  });
  await queueTransmissions(tx, [id]);
}

/** A business domiciled in France is found by its SIREN on the e-invoicing platforms: none, no invoice. */
function refuseBuyerWithoutSiren(buyer: DocumentParty): void {
  const problem = buyerSirenProblem(buyer);
  if (problem) throw problem;
}

export function buyerSirenProblem(buyer: DocumentParty) {
  return lacksRequiredSiren(buyer)
    ? refusal(BILLING_PROBLEMS.BUYER_WITHOUT_SIREN, { params: { buyer: buyer.name } })
    : null;
}

/**
 * Where a transfer is paid into: the creditor's account, or for self-billing the establishment's own
 * (the network pays it); none for the other methods.
 */
async function payee(
  tx: Tx,
  document: { paymentMethod: string; billingAccountId: number | null },
  creditor: Creditor,
  selfBilling: boolean,
): Promise<{ payeeIban: string | null; payeeBic: string | null }> {
  if (document.paymentMethod !== 'BANK_TRANSFER') return { payeeIban: null, payeeBic: null };
  if (!selfBilling) return { payeeIban: creditor.iban, payeeBic: creditor.bicSwift };
  const [account] = document.billingAccountId
    ? await tx
        .select({ iban: billingAccounts.iban, bic: billingAccounts.bicSwift })
        .from(billingAccounts)
        .where(eq(billingAccounts.id, document.billingAccountId))
    : [];
  return { payeeIban: account?.iban ?? null, payeeBic: account?.bic ?? null };
}

/** The debited account, masked as the document prints it ("FR76 **** … 1234"). */
async function debtorIban(tx: Tx, billingAccountId: number | null): Promise<string | null> {
  if (!billingAccountId) return null;
  const [account] = await tx
    .select({ iban: billingAccounts.iban })
    .from(billingAccounts)
    .where(eq(billingAccounts.id, billingAccountId));
  return account?.iban ? maskIban(account.iban) : null;
}
