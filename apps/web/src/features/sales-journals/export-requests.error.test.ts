import { describe, expect, it } from 'vitest';
import { exportPanelOf, journalFieldErrors, rangeProblems } from './export-requests.ts';

describe('the journal export requests', () => {
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

describe('the panels the URL opens', () => {
  it('knows its own panels only', () => {
    expect(exportPanelOf('sales-journal')).toBe('sales-journal');
    expect(exportPanelOf('fec')).toBe('fec');
    expect(exportPanelOf('payment')).toBeUndefined();
    expect(exportPanelOf(undefined)).toBeUndefined();
  });
});
