import { describe, expect, it } from 'vitest';
import { vatRateText } from './document-format.ts';

describe('[DOCUMENT FORMAT] VAT rates on a document’s screen', () => {
  it.each([
    [2000, '20\u00a0%'],
    [550, '5,5\u00a0%'],
    [210, '2,1\u00a0%'],
    [0, '0\u00a0%'],
  ])('%i hundredths of a percent read %s, the sign never on a line of its own', (rate, text) => {
    expect(vatRateText(rate)).toBe(text);
  });
});
