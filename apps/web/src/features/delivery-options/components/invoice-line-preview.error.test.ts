import { describe, expect, it } from 'vitest';
import { example, option } from './invoice-line-preview.fixtures.ts';
import { invoiceLinePreview } from './invoice-line-preview.ts';

describe('the invoice line preview of a delivery option', () => {
  it('names the placeholders the API will refuse, and shows them as typed', () => {
    expect(invoiceLinePreview({ ...option, pattern: '{entitled} {date} {} {date}' }, example)).toEqual({
      label: 'Formation Vétérinaire Pro {date} {} {date}',
      unknown: ['date', ''],
    });
  });
});
