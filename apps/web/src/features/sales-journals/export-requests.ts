// What each accounting export asks the API (issue 24 §6): the journal's route and its range's parameter
// names, the FEC's creditor and fiscal year; and which side panel of /overview/billing the URL opens.
import type { ApiRequest } from '@vetbo/api-client/client';
import { CREDIT_NOTE_CATEGORIES, type DocumentSeries } from '@vetbo/domain/billing/enums';
import type { JournalExportFormat } from '@vetbo/domain/money-files/journals/journal-queries';
import { parisDay } from '@vetbo/domain/paris-day';

/** A sales journal per document series: invoices, credit notes, self-billing. */
export const JOURNAL_SERIES = ['INVOICE', 'CREDIT_NOTE', 'SELF_BILLING'] as const satisfies DocumentSeries[];
export type JournalSeries = (typeof JOURNAL_SERIES)[number];

/** The `?panel=` values of /overview/billing this feature opens. */
export const EXPORT_PANELS = ['sales-journal', 'fec'] as const;
export type ExportPanel = (typeof EXPORT_PANELS)[number];

/** The panel the URL names, when it is one of ours (the route does not validate its search). */
export const exportPanelOf = (value: unknown): ExportPanel | undefined =>
  EXPORT_PANELS.find((panel) => panel === value);

export interface JournalRange {
  series: JournalSeries;
  fromId: number;
  toId: number;
  /** None: every creditor's documents of the range. */
  creditorId?: number | undefined;
  format: JournalExportFormat;
}

type InvoiceJournalRequest = ApiRequest<'/v1/invoice_sales_journals/export', 'GET'>;
type CreditNoteJournalRequest = ApiRequest<'/v1/credit_note_sales_journals/export', 'GET'>;
type SelfBillingJournalRequest = ApiRequest<'/v1/self_billing_sales_journals/export', 'GET'>;
export type JournalRequest = InvoiceJournalRequest | CreditNoteJournalRequest | SelfBillingJournalRequest;

/** The range's parameters as each journal names them (its field errors use these names too). */
export const RANGE_PARAMETERS: Record<JournalSeries, { from: string; to: string }> = {
  INVOICE: { from: 'fromInvoiceId', to: 'toInvoiceId' },
  CREDIT_NOTE: { from: 'fromCreditNoteId', to: 'toCreditNoteId' },
  SELF_BILLING: { from: 'fromCreditNoteId', to: 'toCreditNoteId' },
};

/** The journal export's request (creditorId left out when every creditor is asked). */
export function journalRequest({ series, fromId, toId, creditorId, format }: JournalRange): JournalRequest {
  const shared = { ...(creditorId === undefined ? {} : { creditorId }), format };
  const credit = { fromCreditNoteId: fromId, toCreditNoteId: toId, ...shared };
  switch (series) {
    case 'INVOICE':
      return {
        operation: 'exportInvoiceSalesJournal',
        path: '/v1/invoice_sales_journals/export',
        query: { fromInvoiceId: fromId, toInvoiceId: toId, ...shared },
      };
    case 'CREDIT_NOTE':
      return {
        operation: 'exportCreditNoteSalesJournal',
        path: '/v1/credit_note_sales_journals/export',
        query: credit,
      };
    case 'SELF_BILLING':
      return {
        operation: 'exportSelfBillingSalesJournal',
        path: '/v1/self_billing_sales_journals/export',
        query: credit,
      };
  }
}

/** The name the file is saved under when the answer does not give one. */
export const journalFallbackName = ({ series, fromId, toId, format }: JournalRange) =>
  `journal-${series.toLowerCase().replaceAll('_', '-')}-${fromId}-${toId}.${format}`;

/** The panel's fields a journal's 400 names: its range's parameters become `from` and `to`. */
export function journalFieldErrors(
  series: JournalSeries,
  errors: Record<string, string>,
): Partial<Record<'from' | 'to' | 'creditorId' | 'format', string>> {
  const { from, to } = RANGE_PARAMETERS[series];
  return {
    ...(errors[from] && { from: errors[from] }),
    ...(errors[to] && { to: errors[to] }),
    ...(errors.creditorId && { creditorId: errors.creditorId }),
    ...(errors.format && { format: errors.format }),
  };
}

export const fecRequest = (creditorId: number, fiscalYear: number) =>
  ({
    operation: 'exportFec',
    path: '/v1/fec/export',
    query: { creditorId, fiscalYear },
  }) satisfies ApiRequest<'/v1/fec/export', 'GET'>;

/** The last closed fiscal year (calendar years, in Paris): the one the accounting firm asks for. */
export const defaultFiscalYear = (now = new Date()) => Number(parisDay(now).slice(0, 4)) - 1;

/** The years offered: the current one (still open) back to five closed ones, newest first. */
export const fiscalYearChoices = (now = new Date()) => {
  const current = defaultFiscalYear(now) + 1;
  return Array.from({ length: 6 }, (_, index) => current - index);
};

const PICKER_LIMIT = 30;

/**
 * The list query of a range's picker: the series' documents (self-billing documents are the credit notes of
 * category SELF_BILLING), of the chosen creditor, newest first.
 */
export function documentSearchQuery(series: JournalSeries, creditorId: number | undefined) {
  const categories =
    series === 'INVOICE'
      ? undefined
      : series === 'SELF_BILLING'
        ? ['SELF_BILLING']
        : CREDIT_NOTE_CATEGORIES.filter((category) => category !== 'SELF_BILLING');
  return {
    page: 1,
    limit: PICKER_LIMIT,
    ...(categories && { 'category[]': categories }),
    ...(creditorId !== undefined && { 'creditorId[]': [creditorId] }),
  };
}

/** What keeps a range from being asked: an end not chosen, or the last document before the first. */
export function rangeProblems(
  fromId: string,
  toId: string,
): { from?: 'required'; to?: 'required' | 'reversed' } {
  return {
    ...(!fromId && { from: 'required' as const }),
    ...(!toId && { to: 'required' as const }),
    ...(fromId && toId && Number(toId) < Number(fromId) && { to: 'reversed' as const }),
  };
}
