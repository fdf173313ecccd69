import { describe, expect, it } from 'vitest';
import { PURCHASING_CENTRALS } from '../src/enums.ts';
import {
  CENTRALS,
  medicinePackageForTurnover,
  parameterFieldsOf,
  SERVICE_CODES,
  type ServiceCode,
  VP_MAINT_PACKAGE_PRICES_CENTS,
} from '../src/services/catalogue.ts';
import { subscriptionParametersSchema } from '../src/services/subscription-parameters.ts';
import { issuesOf, make } from './support/services-parameters.ts';

describe('service catalogue', () => {
  it('lists the ten service codes of spec §3.8 and reuses the purchasing centrals', () => {
    expect(SERVICE_CODES).toHaveLength(10);
    expect(new Set(SERVICE_CODES).size).toBe(10);
    expect(CENTRALS).toBe(PURCHASING_CENTRALS);
    expect(VP_MAINT_PACKAGE_PRICES_CENTS).toEqual({
      PACKAGE_360: 36_000,
      PACKAGE_490: 49_000,
      PACKAGE_600: 60_000,
      PACKAGE_990: 99_000,
    });
  });

  const C = ['contractType', 'subscriptionType'];
  const VP = ['crmClientCode', 'veterinaryCount', 'amount'];
  const NGO = ['ngoAmPackage', 'withMedicine', 'centralCodes'];
  it.each<[ServiceCode, string[]]>([
    ['CE-ABO', [...C, 'collaboratorCount', 'collaboratorPrice']],
    ['CE-GRP-ABO', [...C, 'collaboratorCount', 'collaboratorPrice']],
    ['10PTZ-DPE', [...C, 'quantity']],
    ['NGO-DPE', [...C, 'quantity', ...NGO]],
    ['VP-DPE', [...C, 'quantity', ...VP]],
    ['VP-LIB', [...C, 'quantity', ...VP]],
    ['VP-MAINT-DPE', [...C, 'quantity', ...VP]],
    ['VP-MAINT', [...C, ...VP, 'vpMaintPackage']],
    [
      'MVS-ABO',
      [
        ...C,
        'central',
        'centralPurchasingCode',
        'centralPurchasingId',
        'deliveryDays',
        'remunerationPackage',
        'withOTCCommission',
        'rfaCashAdvance',
      ],
    ],
    ['NGO-AM', [...C, ...NGO]],
  ])('%s shows its parameters in this order', (code, fields) => {
    expect(parameterFieldsOf(code)).toEqual(fields);
  });

  it.each(SERVICE_CODES)('%s: the form fields are exactly the fields the schema accepts', (code) => {
    const option = subscriptionParametersSchema.options.find(
      (candidate) => candidate.shape.serviceCode.value === code,
    );
    expect(Object.keys(option?.shape ?? {})).toEqual(['serviceCode', ...parameterFieldsOf(code)]);
  });

  it.each([
    [0, 'NGO_AM_A'],
    [9_999_999, 'NGO_AM_A'],
    [10_000_000, 'NGO_AM_B'],
    [50_000_000, 'NGO_AM_B'],
    [50_000_001, 'NGO_AM_C'],
  ])('a turnover of %i cents takes the medicine package %s', (turnover, pack) => {
    expect(medicinePackageForTurnover(turnover)).toBe(pack);
  });
});

describe('subscription parameters: valid', () => {
  it.each(SERVICE_CODES)('accepts valid %s parameters', (code) => {
    expect(issuesOf(make(code))).toEqual([]);
  });

  it('trims texts, upper-cases the codes at a central, sorts delivery days, defaults amount to 0', () => {
    const mvs = subscriptionParametersSchema.parse(
      make('MVS-ABO', {
        centralPurchasingCode: ' cp-1 ',
        centralPurchasingId: 'id7',
        deliveryDays: ['SATURDAY', 'MONDAY', 'WEDNESDAY'],
      }),
    );
    expect(mvs).toMatchObject({
      centralPurchasingCode: 'CP-1',
      centralPurchasingId: 'ID7',
      deliveryDays: ['MONDAY', 'WEDNESDAY', 'SATURDAY'],
    });
    const { amount: _, ...withoutAmount } = make('VP-LIB', { crmClientCode: '  crm-1 ' }) as Record<
      string,
      unknown
    >;
    expect(subscriptionParametersSchema.parse(withoutAmount)).toMatchObject({
      amount: 0,
      crmClientCode: 'crm-1',
    });
    const ngoAm = subscriptionParametersSchema.parse(
      make('NGO-AM', { centralCodes: [{ central: 'COVETO', foodCode: 'f-9', medicineCode: 'm-9' }] }),
    );
    expect(ngoAm).toMatchObject({
      centralCodes: [{ central: 'COVETO', foodCode: 'F-9', medicineCode: 'M-9' }],
    });
  });

  it('accepts the bounds: 10000 collaborators, 3 centrals, six delivery days, a 30-character code', () => {
    expect(issuesOf(make('CE-ABO', { collaboratorCount: 10_000 }))).toEqual([]);
    const rows = CENTRALS.map((central) => ({ central, foodCode: 'F', medicineCode: 'M' }));
    expect(issuesOf(make('NGO-DPE', { centralCodes: rows }))).toEqual([]);
    const days = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];
    expect(issuesOf(make('MVS-ABO', { deliveryDays: days }))).toEqual([]);
    expect(issuesOf(make('VP-MAINT', { crmClientCode: 'x'.repeat(30) }))).toEqual([]);
  });

  it('NGO_AM without medicine needs no medicine code', () => {
    const rows = [{ central: 'ALCYON', foodCode: 'F1' }];
    expect(
      issuesOf(make('NGO-AM', { ngoAmPackage: 'NGO_AM', withMedicine: false, centralCodes: rows })),
    ).toEqual([]);
  });
});

describe('NGO-AM and NGO-DPE: packages, medicine and central codes', () => {
  it.each<[ServiceCode, string, boolean, string | null]>([
    ['NGO-AM', 'NGO_AM', false, null],
    ['NGO-AM', 'NGO_AM', true, 'ngoAmWithoutMedicine'],
    ['NGO-AM', 'NGO_AM_A', true, null],
    ['NGO-AM', 'NGO_AM_A', false, 'medicinePackageNeedsMedicine'],
    ['NGO-AM', 'NGO_AM_B', false, 'medicinePackageNeedsMedicine'],
    ['NGO-DPE', 'NGO_AM_C', false, 'medicinePackageNeedsMedicine'],
    ['NGO-DPE', 'NGO_AM', true, 'ngoAmWithoutMedicine'],
    ['NGO-DPE', 'NGO_AM_C', true, null],
  ])('%s with %s and withMedicine %s → %s', (code, pack, withMedicine, message) => {
    const issues = issuesOf(make(code, { ngoAmPackage: pack, withMedicine }));
    expect(issues).toEqual(message ? [{ path: 'withMedicine', message }] : []);
  });

  it('without medicine, a medicine code may still be given and is kept', () => {
    const rows = [{ central: 'ALCYON', foodCode: 'F1', medicineCode: 'm1' }];
    const parsed = subscriptionParametersSchema.parse(
      make('NGO-AM', { ngoAmPackage: 'NGO_AM', withMedicine: false, centralCodes: rows }),
    );
    expect(parsed).toMatchObject({ centralCodes: [{ medicineCode: 'M1' }] });
  });

  it.each<[string, unknown, { path: string; message: string }[]]>([
    ['no rows', [], [{ path: 'centralCodes', message: 'atLeastOne' }]],
    ['no field', undefined, [{ path: 'centralCodes', message: 'required' }]],
    [
      'a central twice',
      [
        { central: 'ALCYON', foodCode: 'A', medicineCode: 'M' },
        { central: 'ALCYON', foodCode: 'B', medicineCode: 'M' },
      ],
      [{ path: 'centralCodes.1.central', message: 'duplicateCentral' }],
    ],
    [
      'four rows',
      [...CENTRALS, 'ALCYON'].map((central) => ({ central, foodCode: 'F', medicineCode: 'M' })),
      [{ path: 'centralCodes', message: 'tooManyCentralCodes' }],
    ],
    [
      'a row without food code, and a duplicate',
      [
        { central: 'COVETO', medicineCode: 'M' },
        { central: 'COVETO', foodCode: 'F', medicineCode: 'M' },
      ],
      [
        { path: 'centralCodes.0.foodCode', message: 'required' },
        { path: 'centralCodes.1.central', message: 'duplicateCentral' },
      ],
    ],
    [
      'a 31-character food code',
      [{ central: 'COVETO', foodCode: 'F'.repeat(31), medicineCode: 'M' }],
      [{ path: 'centralCodes.0.foodCode', message: 'tooLong' }],
    ],
    [
      'a row that is not an object',
      ['ALCYON', null],
      [
        { path: 'centralCodes.0', message: 'invalidType' },
        { path: 'centralCodes.1', message: 'required' },
      ],
    ],
  ])('central codes: %s', (_, centralCodes, expected) => {
    expect(issuesOf(make('NGO-AM', { centralCodes }))).toEqual(expected);
  });
});
