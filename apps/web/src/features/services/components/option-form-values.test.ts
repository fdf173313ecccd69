import { veterinaryServiceOptionUpdateSchema } from '@vetbo/domain/service-catalogue';
import { describe, expect, it } from 'vitest';
import { schemaForm } from '../../../components/forms/schema-form.ts';
import { priceProblem } from './option-form-values.ts';

// The panel's plumbing (ServiceOptionFormDrawer): the update schema, every field marked.
const optionForm = schemaForm(veterinaryServiceOptionUpdateSchema, {
  required: ['entitled', 'unitPriceWithoutVat', 'status'],
  initial: { status: 'ENABLED' },
});
const toOptionFormValues = optionForm.toValues;
const toOptionPayload = optionForm.toPayload;

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
