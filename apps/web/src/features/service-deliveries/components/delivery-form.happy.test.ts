import { serviceDeliveryCreateSchema } from '@vetbo/domain/service-deliveries';
import { describe, expect, it } from 'vitest';
import { deliveryForm, withOption } from './delivery-form.ts';

const option = {
  id: 4,
  code: 'FORM-VP',
  entitled: 'Formation',
  description: 'Une demi-journée',
  type: 'TRAINING',
  unitPriceWithoutVat: 35_000,
  unitPriceWithVat: 42_000,
  vatCategory: 'STANDARD',
  accountingCode: '706510',
  veterinaryServiceId: 3,
  veterinaryServiceEntitled: 'VP',
  invoiceLineEntitledPattern: null,
  status: 'ENABLED',
  createdDate: '',
  updatedDate: '',
} as const;

const createPayload = (values: ReturnType<typeof deliveryForm.empty>) => ({
  ...deliveryForm.toPayload(values),
  veterinaryEstablishmentId: 12,
});

describe('delivery side panel values (schemaForm)', () => {
  it('starts from the schema defaults and marks what a delivery without an option needs', () => {
    expect(deliveryForm.empty()).toMatchObject({
      quantity: '1',
      vatCategory: 'STANDARD',
      paymentStatus: 'UNPAID',
      shouldGenerateInvoice: true,
      unitPriceWithoutVat: '',
    });
    expect(deliveryForm.paths(deliveryForm.empty())).not.toContain('billingStatus');
    expect(deliveryForm.isRequired('code')).toBe(true);
    expect(deliveryForm.isRequired('completionDate')).toBe(false);
    expect(deliveryForm.isRequired('paymentStatus')).toBe(false);
    expect(deliveryForm.isRequired('vatCategory')).toBe(false);
  });

  it('fills the fields from the option chosen, and sends euros as cents', () => {
    const values = withOption(deliveryForm.empty(), option);
    expect(values).toMatchObject({ code: 'FORM-VP', unitPriceWithoutVat: '350,00', type: 'TRAINING' });
    values.quantity = '2';
    values.unitPriceWithoutVat = '320,50';
    // What useRecordForm sends: the schema's output of the payload.
    const payload = serviceDeliveryCreateSchema.parse(createPayload(values));
    expect(payload).toMatchObject({
      veterinaryEstablishmentId: 12,
      serviceDeliveryOptionId: 4,
      veterinaryServiceId: 3,
      quantity: 2,
      unitPriceWithoutVat: 32_050,
    });
  });

  it('leaves what the schema refuses as typed', () => {
    const values = withOption(deliveryForm.empty(), option);
    values.quantity = 'deux';
    values.unitPriceWithoutVat = '3,333';
    const result = serviceDeliveryCreateSchema.safeParse(createPayload(values));
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'quantity',
      'unitPriceWithoutVat',
    ]);
  });
});
