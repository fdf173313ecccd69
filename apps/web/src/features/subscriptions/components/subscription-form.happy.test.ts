import { subscriptionCreateSchema } from '@vetbo/domain/service-subscriptions';
import { subscriptionParametersSchema } from '@vetbo/domain/services/subscription-parameters';
import { describe, expect, it } from 'vitest';
import { subscriptionForm } from './subscription-form.ts';

/** What the drawer sends: the chosen option's code on the parameters. */
const payloadFor = (values: ReturnType<typeof subscriptionForm.empty>, serviceCode: string) =>
  subscriptionForm.toPayload({ ...values, parameters: { ...values.parameters, serviceCode } }) as {
    parameters: Record<string, unknown>;
  } & Record<string, unknown>;

describe('subscription side panel values (schemaForm)', () => {
  it('sends only the parameters of the chosen code, euros as cents', () => {
    const values = subscriptionForm.empty();
    values.parameters.collaboratorCount = '4';
    values.parameters.collaboratorPrice = '12,50';
    values.parameters.crmClientCode = 'CRM1';
    const { parameters } = payloadFor(values, 'CE-ABO');
    expect(parameters).toEqual({
      serviceCode: 'CE-ABO',
      contractType: 'CALENDAR_YEAR',
      subscriptionType: 'BY_MONTH',
      collaboratorCount: 4,
      collaboratorPrice: 1_250,
    });
    expect(subscriptionParametersSchema.safeParse(parameters).success).toBe(true);
  });

  it('keeps what the schema must refuse as typed, so its message lands on the field', () => {
    const values = subscriptionForm.empty();
    values.parameters.collaboratorCount = 'quatre';
    values.parameters.collaboratorPrice = '12,505';
    const result = subscriptionParametersSchema.safeParse(payloadFor(values, 'CE-ABO').parameters);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'collaboratorCount',
      'collaboratorPrice',
    ]);
  });

  it('reads a stored subscription back into the fields (MVS-ABO and NGO rows)', () => {
    const values = subscriptionForm.toValues({
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
    });
    expect(values.parameters).toMatchObject({
      contractType: 'ROLLING_YEAR',
      withMedicine: true,
      quantity: '1',
    });
    const payload = { ...payloadFor(values, 'NGO-AM'), veterinaryEstablishmentId: 9 };
    expect(subscriptionParametersSchema.parse(payload.parameters)).toEqual({
      serviceCode: 'NGO-AM',
      contractType: 'ROLLING_YEAR',
      subscriptionType: 'BY_YEAR',
      ngoAmPackage: 'NGO_AM_B',
      withMedicine: true,
      centralCodes: [{ central: 'ALCYON', foodCode: 'AL1', medicineCode: 'ALM1' }],
    });
    expect(subscriptionCreateSchema.parse(payload)).toMatchObject({
      veterinaryEstablishmentId: 9,
      veterinaryServiceOptionId: 3,
      endDate: '2027-12-31',
      invoiceLabel: null,
    });
  });

  it('shows stored cents in euros, an empty amount as the option’s price, and marks a row’s required fields', () => {
    const values = subscriptionForm.toValues({
      veterinaryServiceOptionId: 5,
      startDate: '2027-01-01',
      endDate: null,
      invoiceLabel: null,
      parameters: {
        serviceCode: 'VP-DPE',
        contractType: 'CALENDAR_YEAR',
        subscriptionType: 'BY_MONTH',
        quantity: 2,
        crmClientCode: 'C1',
        veterinaryCount: 3,
        amount: 12_345,
      },
    });
    expect(values.parameters).toMatchObject({
      amount: '123,45',
      quantity: '2',
      centralCodes: [{ central: '' }],
    });
    const empty = subscriptionForm.empty();
    empty.parameters.crmClientCode = 'C1';
    expect(payloadFor(empty, 'VP-DPE').parameters).toMatchObject({ quantity: 1, veterinaryCount: 1 });
    expect(subscriptionParametersSchema.parse(payloadFor(empty, 'VP-DPE').parameters)).toMatchObject({
      amount: 0,
    });
    expect(payloadFor(empty, '').parameters).toEqual({ serviceCode: '' });
    const marks = ['parameters.centralCodes.0.foodCode', 'parameters.amount', 'startDate', 'endDate'];
    expect(marks.map(subscriptionForm.isRequired)).toEqual([true, false, true, false]);
    expect(subscriptionForm.paths(empty)).toContain('parameters.centralCodes.0.medicineCode');
  });
});
