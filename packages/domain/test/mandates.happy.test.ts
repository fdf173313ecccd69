import { describe, expect, it } from 'vitest';
import { isValidRum, requiredMandateCreateSchema } from '../src/mandates.ts';

describe('RUM (unique mandate reference)', () => {
  it('takes up to 35 characters of the SEPA Latin set', () => {
    for (const rum of ['VSV00000073', 'RUM-2026/01', "A(B):C?D.E,F'G+H I", 'X'.repeat(35)]) {
      expect(isValidRum(rum), rum).toBe(true);
    }
  });

  it('is trimmed and upper-cased on the way in; an empty one is made by the server', () => {
    const parsed = requiredMandateCreateSchema.parse({ billingAccountId: 1, mandateId: 2, rum: '  rum-a1 ' });
    expect(parsed.rum).toBe('RUM-A1');
    expect(
      requiredMandateCreateSchema.parse({ billingAccountId: 1, mandateId: 2, rum: '' }).rum,
    ).toBeUndefined();
  });
});
