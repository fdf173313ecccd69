import { veterinaryServiceOptionUpdateSchema } from '@vetbo/domain/service-catalogue';
import { describe, expect, it } from 'vitest';
import { priceProblem, toOptionFormValues, toOptionPayload } from './option-form-values.ts';

const option = {
  id: 7,
  veterinaryServiceId: 1,
  serviceCode: 'CE-ABO',
  code: 'CE-ABO-PLUS',
  entitled: 'CE Plus',
  status: 'ENABLED' as const,
  unitPriceWithoutVat: 48_029,
  createdDate: '2026-01-01T00:00:00.000Z',
  updatedDate: '2026-01-01T00:00:00.000Z',
};

describe('service option form values', () => {
  it('fills the panel from the option, the price in euros', () => {
    expect(toOptionFormValues(option)).toEqual({
      entitled: 'CE Plus',
      unitPriceWithoutVat: '480,29',
      status: 'ENABLED',
    });
  });

  it('sends the typed euros as exact cents, which the domain schema accepts', () => {
    const payload = toOptionPayload({
      entitled: 'CE Plus 2026',
      unitPriceWithoutVat: '240,29',
      status: 'DISABLED',
    });
    expect(payload).toEqual({ entitled: 'CE Plus 2026', unitPriceWithoutVat: 24_029, status: 'DISABLED' });
    expect(veterinaryServiceOptionUpdateSchema.parse(payload)).toEqual(payload);
    expect(toOptionPayload(toOptionFormValues(option))).toMatchObject({ unitPriceWithoutVat: 48_029 });
  });

  it('names what is wrong with the price', () => {
    expect(priceProblem('')).toBe('required');
    expect(priceProblem('  ')).toBe('required');
    expect(priceProblem('12,345')).toBe('invalid');
    expect(priceProblem('douze')).toBe('invalid');
    expect(priceProblem('240,00')).toBeUndefined();
    expect(
      toOptionPayload({ entitled: 'A', unitPriceWithoutVat: 'douze', status: 'ENABLED' }),
    ).not.toHaveProperty('unitPriceWithoutVat');
  });

  it('leaves a price beyond the database integer to the domain schema', () => {
    const payload = toOptionPayload({ entitled: 'A', unitPriceWithoutVat: '21474836,48', status: 'ENABLED' });
    expect(veterinaryServiceOptionUpdateSchema.safeParse(payload).success).toBe(false);
  });
});
