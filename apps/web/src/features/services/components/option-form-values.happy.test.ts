import { veterinaryServiceOptionUpdateSchema } from '@vetbo/domain/service-catalogue';
import { describe, expect, it } from 'vitest';
import { option, optionForm, toOptionPayload } from './option-form-values.fixtures.ts';

const toOptionFormValues = optionForm.toValues;

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
});
