// The selected documents as the SEPA plans take them: the document locked (two accountants making files
// at once cannot put one invoice in two files), its creditor, the billing account debited or credited with
// its holder's head office, the mandate of its RUM and every earlier collection under that RUM.

import type { DocumentType, InvoicePaymentMethod, PaymentStatus } from '@vetbo/domain/billing/enums';
import type { CountryCode } from '@vetbo/domain/enums';
import type { CreditTransferCandidate } from '@vetbo/domain/money-files/sepa/credit-transfer-plan';
import type { DirectDebitCandidate } from '@vetbo/domain/money-files/sepa/direct-debit-plan';
import type { CollectionOutcome, PastCollection } from '@vetbo/domain/money-files/sepa/sequence-type';
import type { MandateAmendment, SequenceType } from '@vetbo/domain/money-files/sepa/types';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../lib/transaction.ts';

type DocumentRow = {
  id: number;
  document_type: DocumentType;
  number: string | null;
  payment_method: InvoicePaymentMethod;
  payment_status: PaymentStatus;
  amount_with_vat: number;
  paid_amount: number;
  due_date: string | null;
  client_name: string;
  structure_name: string | null;
  bank_account_rum: string | null;
  creditor: {
    id: number;
    name: string;
    sepaCreditorIdentifier: string;
    iban: string;
    bicSwift: string | null;
    streetName: string;
    postalCode: string;
    city: string;
    country: CountryCode;
  };
  account_id: number | null;
  holder_name: string | null;
  iban: string | null;
  bic: string | null;
  street_number: string | null;
  street_name: string | null;
  postal_code: string | null;
  city: string | null;
  country: CountryCode | null;
  in_file: boolean;
};

/**
 * The account a document is paid from or to: the one it was issued with, else (a credit note paid back by
 * transfer) the establishment's or group's main billing account.
 */
async function loadDocuments(tx: Tx, ids: readonly number[], documentType: DocumentType) {
  const { rows } = await tx.execute<DocumentRow>(sql`
    with locked as (
      select d.* from billing_documents d
      where d.id = any(${sql.param([...ids])}::int[]) and d.document_type = ${documentType}
      order by d.id
      for update of d
    )
    select d.id, d.document_type, d.number, d.payment_method, d.payment_status, d.amount_with_vat,
      d.paid_amount, d.due_date::text as due_date, d.client_name,
      d.sender_address_identity_name as structure_name, d.bank_account_rum,
      json_build_object('id', c.id, 'name', c.name, 'sepaCreditorIdentifier', c.sepa_creditor_identifier,
        'iban', c.iban, 'bicSwift', c.bic, 'streetName', c.street_name, 'postalCode', c.postal_code,
        'city', c.city, 'country', c.country) as creditor,
      a.id as account_id, a.identity_name as holder_name, a.iban, a.bic_swift as bic,
      s.head_quarter_street_number as street_number, s.head_quarter_street_name as street_name,
      s.head_quarter_postal_code as postal_code, s.head_quarter_city as city,
      s.head_quarter_country as country,
      exists (select 1 from sepa_file_items i where i.document_id = d.id and i.status = 'INCLUDED') as in_file
    from locked d
    join creditors c on c.id = d.creditor_id
    left join veterinary_establishments e on e.id = d.veterinary_establishment_id
    left join veterinary_groups g on g.id = d.veterinary_group_id
    left join billing_accounts a on a.id = coalesce(d.billing_account_id, e.main_billing_account_id, g.main_billing_account_id)
    left join legal_structures s on s.id = a.legal_structure_id
  `);
  return rows;
}

const common = (row: DocumentRow) => ({
  documentId: row.id,
  documentType: row.document_type,
  number: row.number,
  paymentMethod: row.payment_method,
  paymentStatus: row.payment_status,
  amountWithVat: row.amount_with_vat,
  paidAmount: row.paid_amount,
  dueDate: row.due_date,
  clientName: row.client_name,
  legalStructureName: row.structure_name,
  creditor: row.creditor,
  account:
    row.account_id === null ? null : { holderName: row.holder_name, iban: row.iban, bicSwift: row.bic },
  inFile: row.in_file,
});

const addressOf = (row: DocumentRow) =>
  row.country === null
    ? null
    : {
        streetNumber: row.street_number,
        streetName: row.street_name,
        postalCode: row.postal_code,
        city: row.city,
        country: row.country,
      };

type MandateRow = {
  rum: string;
  is_validated: boolean;
  validated_date: Date | null;
  revoked: boolean;
  amended_from_iban: string | null;
  amended_from_bic: string | null;
};

type CollectionRow = {
  rum: string;
  requested_date: string;
  sequence_type: SequenceType;
  status: 'INCLUDED' | 'REJECTED';
  paid: boolean;
  amendment_kind: MandateAmendment['kind'] | null;
  amendment_original_iban: string | null;
};

const outcomeOf = (row: CollectionRow): CollectionOutcome =>
  row.status === 'REJECTED' ? 'REJECTED' : row.paid ? 'COLLECTED' : 'PENDING';

function amendmentOf(row: CollectionRow): MandateAmendment | null {
  if (row.amendment_kind === 'SMNDA') return { kind: 'SMNDA' };
  if (row.amendment_kind === 'ACCOUNT' && row.amendment_original_iban)
    return { kind: 'ACCOUNT', originalIban: row.amendment_original_iban };
  return null;
}

/** The mandates of these RUMs and every collection already put in a file under each. */
async function loadMandates(tx: Tx, rums: readonly string[]) {
  if (rums.length === 0) return { mandates: new Map<string, MandateRow>(), history: new Map() };
  const [mandates, collections] = await Promise.all([
    tx.execute<MandateRow>(sql`
      select rum, is_validated, validated_date, revoked_date is not null as revoked, amended_from_iban, amended_from_bic
      from required_mandates where rum = any(${sql.param([...rums])}::text[])`),
    tx.execute<CollectionRow>(sql`
      select i.rum, i.requested_date::text as requested_date, i.sequence_type, i.status,
        d.payment_status = 'PAID' as paid, i.amendment_kind, i.amendment_original_iban
      from sepa_file_items i join billing_documents d on d.id = i.document_id
      where i.rum = any(${sql.param([...rums])}::text[]) and i.sequence_type is not null
      order by i.requested_date, i.id`),
  ]);
  const history = new Map<string, PastCollection[]>();
  for (const row of collections.rows) {
    const past = history.get(row.rum) ?? [];
    past.push({
      collectionDate: row.requested_date,
      sequenceType: row.sequence_type,
      outcome: outcomeOf(row),
      amendment: amendmentOf(row),
    });
    history.set(row.rum, past);
  }
  return { mandates: new Map(mandates.rows.map((row) => [row.rum, row])), history };
}

export async function loadDirectDebitCandidates(
  tx: Tx,
  invoiceIds: readonly number[],
): Promise<DirectDebitCandidate[]> {
  const rows = await loadDocuments(tx, invoiceIds, 'INVOICE');
  const rums = [...new Set(rows.flatMap((row) => (row.bank_account_rum ? [row.bank_account_rum] : [])))];
  const { mandates, history } = await loadMandates(tx, rums);
  return rows.map((row) => {
    const mandate = row.bank_account_rum ? mandates.get(row.bank_account_rum) : undefined;
    return {
      ...common(row),
      debtorAddress: addressOf(row),
      mandate: mandate
        ? {
            rum: mandate.rum,
            isValidated: mandate.is_validated,
            signedAt: mandate.validated_date ? new Date(mandate.validated_date) : null,
            revoked: mandate.revoked,
            amendment:
              mandate.amended_from_iban || mandate.amended_from_bic
                ? { fromIban: mandate.amended_from_iban, fromBic: mandate.amended_from_bic }
                : null,
          }
        : null,
      previousCollections: (row.bank_account_rum && history.get(row.bank_account_rum)) || [],
    };
  });
}

export async function loadCreditTransferCandidates(
  tx: Tx,
  creditNoteIds: readonly number[],
): Promise<CreditTransferCandidate[]> {
  const rows = await loadDocuments(tx, creditNoteIds, 'CREDIT_NOTE');
  return rows.map((row) => ({ ...common(row), beneficiaryAddress: addressOf(row) }));
}
