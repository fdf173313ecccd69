import { serviceDeliveryCreateSchema } from '@vetbo/domain/service-deliveries';
import { describe, expect, it } from 'vitest';
import { toDeliveryCreatePayload, toDeliveryFormValues, withOption } from './delivery-form-values.ts';

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
  createdDate: '',
  updatedDate: '',
} as const;

describe('delivery side panel values', () => {
  it('fills the fields from the option chosen, and sends euros as cents', () => {
    const values = withOption(toDeliveryFormValues(), option);
    expect(values).toMatchObject({ code: 'FORM-VP', unitPriceWithoutVat: '350,00', type: 'TRAINING' });
    values.quantity = '2';
    values.unitPriceWithoutVat = '320,50';
    const payload = toDeliveryCreatePayload(values, 12);
    expect(payload).toMatchObject({
      veterinaryEstablishmentId: 12,
      serviceDeliveryOptionId: 4,
      veterinaryServiceId: 3,
      quantity: 2,
      unitPriceWithoutVat: 32_050,
    });
    expect(serviceDeliveryCreateSchema.safeParse(payload).success).toBe(true);
  });

  it('leaves what the schema refuses as typed', () => {
    const values = withOption(toDeliveryFormValues(), option);
    values.quantity = 'deux';
    values.unitPriceWithoutVat = '3,333';
    const result = serviceDeliveryCreateSchema.safeParse(toDeliveryCreatePayload(values, 12));
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'quantity',
      'unitPriceWithoutVat',
    ]);
  });
});
