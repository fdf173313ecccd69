import { describe, expect, it } from 'vitest';
import {
  defaultFiscalYear,
  documentSearchQuery,
  fecRequest,
  fiscalYearChoices,
  journalFallbackName,
  journalRequest,
} from './export-requests.ts';

describe('the journal export requests', () => {
  it('names the range as each journal does, and leaves the creditor out when every one is asked', () => {
    expect(journalRequest({ series: 'INVOICE', fromId: 3, toId: 9, format: 'csv' })).toEqual({
      operation: 'exportInvoiceSalesJournal',
      path: '/v1/invoice_sales_journals/export',
      query: { fromInvoiceId: 3, toInvoiceId: 9, format: 'csv' },
    });
    expect(
      journalRequest({ series: 'CREDIT_NOTE', fromId: 4, toId: 4, creditorId: 2, format: 'xlsx' }),
    ).toEqual({
      operation: 'exportCreditNoteSalesJournal',
      path: '/v1/credit_note_sales_journals/export',
      query: { fromCreditNoteId: 4, toCreditNoteId: 4, creditorId: 2, format: 'xlsx' },
    });
    expect(
      journalRequest({ series: 'SELF_BILLING', fromId: 1, toId: 8, creditorId: 5, format: 'csv' }),
    ).toEqual({
      operation: 'exportSelfBillingSalesJournal',
      path: '/v1/self_billing_sales_journals/export',
      query: { fromCreditNoteId: 1, toCreditNoteId: 8, creditorId: 5, format: 'csv' },
    });
  });

  it('saves under a name of its own only when the answer gives none', () => {
    expect(journalFallbackName({ series: 'SELF_BILLING', fromId: 1, toId: 8, format: 'xlsx' })).toBe(
      'journal-self-billing-1-8.xlsx',
    );
  });
});

describe('the range pickers’ search', () => {
  it('keeps each journal to its series: invoices, credit notes but self-billing, self-billing', () => {
    expect(documentSearchQuery('INVOICE', undefined)).toEqual({ page: 1, limit: 30 });
    expect(documentSearchQuery('CREDIT_NOTE', 7)).toEqual({
      page: 1,
      limit: 30,
      'category[]': ['ALIM', 'CREDIT_NOTE', 'OTHER'],
      'creditorId[]': [7],
    });
    expect(documentSearchQuery('SELF_BILLING', undefined)).toEqual({
      page: 1,
      limit: 30,
      'category[]': ['SELF_BILLING'],
    });
  });
});

describe('the FEC export', () => {
  it('asks for the creditor’s fiscal year', () => {
    expect(fecRequest(3, 2025)).toEqual({
      operation: 'exportFec',
      path: '/v1/fec/export',
      query: { creditorId: 3, fiscalYear: 2025 },
    });
  });

  it('proposes the last closed year, in Paris: on 1 January at 00:30 there, the year just closed', () => {
    expect(defaultFiscalYear(new Date('2026-11-27T14:00:00Z'))).toBe(2025);
    // 31 December 23:30 UTC is already 1 January in Paris.
    expect(defaultFiscalYear(new Date('2026-12-31T23:30:00Z'))).toBe(2026);
    expect(defaultFiscalYear(new Date('2026-12-31T22:30:00Z'))).toBe(2025);
  });

  it('offers the current year and the five before it, newest first', () => {
    expect(fiscalYearChoices(new Date('2026-06-01T12:00:00Z'))).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
  });
});
