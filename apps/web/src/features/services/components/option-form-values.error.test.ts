import { veterinaryServiceOptionUpdateSchema } from '@vetbo/domain/service-catalogue';
import { describe, expect, it } from 'vitest';
import { optionForm, toOptionPayload } from './option-form-values.fixtures.ts';
import { priceProblem } from './option-form-values.ts';

describe('service option form values', () => {
  it('names what is wrong with the price', () => {
    expect(priceProblem('')).toBe('required');
    expect(priceProblem('  ')).toBe('required');
    expect(priceProblem('12,345')).toBe('invalid');
    expect(priceProblem('douze')).toBe('invalid');
    expect(priceProblem('240,00')).toBeUndefined();
    // Not euros: sent as typed, the schema refuses it (the panel says it first, see priceProblem).
    const payload = toOptionPayload({ entitled: 'A', unitPriceWithoutVat: 'douze', status: 'ENABLED' });
    expect(veterinaryServiceOptionUpdateSchema.safeParse(payload).success).toBe(false);
    expect(optionForm.isRequired('unitPriceWithoutVat')).toBe(true);
  });

  it('leaves a price beyond the database integer to the domain schema', () => {
    const payload = toOptionPayload({ entitled: 'A', unitPriceWithoutVat: '21474836,48', status: 'ENABLED' });
    expect(veterinaryServiceOptionUpdateSchema.safeParse(payload).success).toBe(false);
  });
});
