import { describe, expect, it } from 'vitest';
import {
  defaultFiscalYear,
  documentSearchQuery,
  exportPanelOf,
  fecRequest,
  fiscalYearChoices,
  journalFallbackName,
  journalFieldErrors,
  journalRequest,
  rangeProblems,
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

  it('puts a 400’s errors on the panel’s fields, whatever the journal calls its range', () => {
    expect(
      journalFieldErrors('INVOICE', {
        fromInvoiceId: 'Ce champ est requis',
        toInvoiceId: 'Valeur trop petite',
        format: 'Valeur non autorisée',
      }),
    ).toEqual({ from: 'Ce champ est requis', to: 'Valeur trop petite', format: 'Valeur non autorisée' });
    expect(
      journalFieldErrors('SELF_BILLING', {
        toCreditNoteId: 'Valeur trop petite',
        creditorId: 'Valeur trop petite',
      }),
    ).toEqual({ to: 'Valeur trop petite', creditorId: 'Valeur trop petite' });
    // Another journal's names are not this one's fields.
    expect(journalFieldErrors('CREDIT_NOTE', { fromInvoiceId: 'Ce champ est requis' })).toEqual({});
  });
});

describe('the range checked before it is asked', () => {
  it('wants both ends, the last one not before the first (a single document is a range)', () => {
    expect(rangeProblems('', '')).toEqual({ from: 'required', to: 'required' });
    expect(rangeProblems('12', '')).toEqual({ to: 'required' });
    expect(rangeProblems('12', '9')).toEqual({ to: 'reversed' });
    expect(rangeProblems('9', '12')).toEqual({});
    expect(rangeProblems('12', '12')).toEqual({});
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

describe('the panels the URL opens', () => {
  it('knows its own panels only', () => {
    expect(exportPanelOf('sales-journal')).toBe('sales-journal');
    expect(exportPanelOf('fec')).toBe('fec');
    expect(exportPanelOf('payment')).toBeUndefined();
    expect(exportPanelOf(undefined)).toBeUndefined();
  });
});
