import { describe, expect, it } from 'vitest';
import { example, option } from './invoice-line-preview.fixtures.ts';
import { invoiceLinePreview, PLACEHOLDER_LIST } from './invoice-line-preview.ts';

describe('the invoice line preview of a delivery option', () => {
  it('renders every placeholder from the typed option and the example delivery', () => {
    const pattern =
      '{entitled} × {quantity} — {month} ({code}, {completionDate}) {establishmentName} {privilegedCode}';
    expect(invoiceLinePreview({ ...option, pattern }, example)).toEqual({
      label: 'Formation Vétérinaire Pro × 2 — mars 2026 (FORM-VP, 05/03/2026) Clinique du Parc PARC01',
      unknown: [],
    });
  });

  it('labels the line with the option’s label when the pattern is empty', () => {
    expect(invoiceLinePreview(option, example).label).toBe('Formation Vétérinaire Pro');
  });

  it('leaves no double space where the typed option has no value yet', () => {
    const blank = { code: '', entitled: '', pattern: 'Forfait {code} – {entitled} {month}' };
    expect(invoiceLinePreview(blank, example).label).toBe('Forfait – mars 2026');
  });

  it('lists the placeholders as they are typed', () => {
    expect(PLACEHOLDER_LIST).toBe(
      '{entitled}, {code}, {quantity}, {completionDate}, {month}, {establishmentName}, {privilegedCode}',
    );
  });
});
