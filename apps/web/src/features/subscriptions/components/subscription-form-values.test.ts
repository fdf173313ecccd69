import { subscriptionParametersSchema } from '@vetbo/domain/services/subscription-parameters';
import { describe, expect, it } from 'vitest';
import {
  toParametersPayload,
  toSubscriptionCreatePayload,
  toSubscriptionFormValues,
} from './subscription-form-values.ts';

describe('subscription side panel values', () => {
  it('sends only the parameters of the chosen code, euros as cents', () => {
    const values = toSubscriptionFormValues();
    values.parameters.collaboratorCount = '4';
    values.parameters.collaboratorPrice = '12,50';
    values.parameters.crmClientCode = 'CRM1';
    const payload = toParametersPayload(values.parameters, 'CE-ABO');
    expect(payload).toEqual({
      serviceCode: 'CE-ABO',
      contractType: 'CALENDAR_YEAR',
      subscriptionType: 'BY_MONTH',
      collaboratorCount: 4,
      collaboratorPrice: 1_250,
    });
    expect(subscriptionParametersSchema.safeParse(payload).success).toBe(true);
  });

  it('keeps what the schema must refuse as typed, so its message lands on the field', () => {
    const values = toSubscriptionFormValues();
    values.parameters.collaboratorCount = 'quatre';
    values.parameters.collaboratorPrice = '12,505';
    const result = subscriptionParametersSchema.safeParse(toParametersPayload(values.parameters, 'CE-ABO'));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'collaboratorCount',
      'collaboratorPrice',
    ]);
  });

  it('reads a stored subscription back into the fields (MVS-ABO and NGO rows)', () => {
    const values = toSubscriptionFormValues({
      veterinaryServiceOptionId: 3,
      startDate: '2027-01-01',
      endDate: '2027-12-31',
      invoiceLabel: null,
      parameters: {
        serviceCode: 'NGO-AM',
        contractType: 'ROLLING_YEAR',
        subscriptionType: 'BY_YEAR',
        ngoAmPackage: 'NGO_AM_B',
        withMedicine: true,
        centralCodes: [{ central: 'ALCYON', foodCode: 'AL1', medicineCode: 'ALM1' }],
      },
    } as never);
    expect(values.parameters).toMatchObject({ contractType: 'ROLLING_YEAR', withMedicine: true });
    const payload = toSubscriptionCreatePayload(values, 9, 'NGO-AM');
    expect(subscriptionParametersSchema.parse(payload.parameters)).toEqual({
      serviceCode: 'NGO-AM',
      contractType: 'ROLLING_YEAR',
      subscriptionType: 'BY_YEAR',
      ngoAmPackage: 'NGO_AM_B',
      withMedicine: true,
      centralCodes: [{ central: 'ALCYON', foodCode: 'AL1', medicineCode: 'ALM1' }],
    });
    expect(payload).toMatchObject({
      veterinaryEstablishmentId: 9,
      veterinaryServiceOptionId: 3,
      endDate: '2027-12-31',
    });
  });
});
