import { describe, expect, it } from 'vitest';
import { mandateForm } from '../src/mandate-form.ts';
import { input } from './support/mandate-form.ts';

describe('the SEPA mandate form', () => {
  it('says what is missing rather than printing nothing', () => {
    const text = mandateForm({ ...input, iban: null, bic: null }).sections.flatMap((s) => s.lines);
    expect(text).toContain('IBAN : à renseigner');
    expect(text).toContain('BIC : à renseigner');
  });
});
