import { deliveryOptionCreateSchema, deliveryOptionUpdateSchema } from '@vetbo/domain/service-deliveries';
import { describe, expect, it } from 'vitest';
import { deliveryOptionForm, newOptionPayload } from './delivery-option-form.ts';

const option = {
  id: 4,
  code: 'INST-VP',
  entitled: 'Installation Vétérinaire Pro',
  description: null,
  type: 'INSTALLATION' as const,
  unitPriceWithoutVat: 45_050,
  unitPriceWithVat: 54_060,
  vatCategory: 'STANDARD' as const,
  accountingCode: '706500',
  veterinaryServiceId: 5,
  veterinaryServiceEntitled: 'Vétérinaire Pro DPE',
  invoiceLineEntitledPattern: '{entitled} — {establishmentName}',
  createdDate: '2026-01-01T00:00:00.000Z',
  updatedDate: '2026-01-01T00:00:00.000Z',
};

describe('the delivery option panel’s values', () => {
  it('starts a new option empty, at the standard VAT rate, without a service field', () => {
    expect(deliveryOptionForm.empty()).toEqual({
      code: '',
      entitled: '',
      description: '',
      type: '',
      unitPriceWithoutVat: '',
      vatCategory: 'STANDARD',
      accountingCode: '',
      invoiceLineEntitledPattern: '',
    });
  });

  it('fills an edit from the option, its price in euros', () => {
    expect(deliveryOptionForm.toValues(option)).toEqual({
      code: 'INST-VP',
      entitled: 'Installation Vétérinaire Pro',
      description: '',
      type: 'INSTALLATION',
      unitPriceWithoutVat: '450,50',
      vatCategory: 'STANDARD',
      accountingCode: '706500',
      invoiceLineEntitledPattern: '{entitled} — {establishmentName}',
    });
  });

  it('marks the fields the API requires, not the description and the pattern', () => {
    const marked = ['code', 'entitled', 'type', 'unitPriceWithoutVat', 'accountingCode', 'vatCategory'];
    for (const field of marked) expect(deliveryOptionForm.isRequired(field), field).toBe(true);
    for (const field of ['description', 'invoiceLineEntitledPattern'])
      expect(deliveryOptionForm.isRequired(field), field).toBe(false);
  });

  it('sends a new option in cents, with the section’s service; the API’s schema takes it', () => {
    const values = {
      ...deliveryOptionForm.empty(),
      code: 'form-x',
      entitled: 'Formation',
      type: 'TRAINING',
      unitPriceWithoutVat: '1 250,5',
      accountingCode: '706510',
    };
    const payload = newOptionPayload(values, 9);
    expect(payload).toMatchObject({ unitPriceWithoutVat: 125_050, veterinaryServiceId: 9 });
    const parsed = deliveryOptionCreateSchema.parse(payload);
    expect(parsed).toMatchObject({ code: 'FORM-X', unitPriceWithoutVat: 125_050, vatCategory: 'STANDARD' });
    expect(parsed.invoiceLineEntitledPattern ?? null).toBeNull();
  });

  it('sends an emptied pattern as null in an edit (the line falls back to the label)', () => {
    const from = deliveryOptionForm.toValues(option);
    const payload = deliveryOptionForm.toPayload(
      { ...from, invoiceLineEntitledPattern: '' },
      { from, schema: deliveryOptionUpdateSchema },
    );
    expect(payload.invoiceLineEntitledPattern).toBeNull();
    // Empty from the start: not sent (nothing changes).
    expect(payload.description).toBeUndefined();
    expect(deliveryOptionUpdateSchema.parse(payload).invoiceLineEntitledPattern).toBeNull();
  });
});
