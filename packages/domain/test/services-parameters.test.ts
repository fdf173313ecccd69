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
import {
  type SubscriptionParametersInput,
  subscriptionParametersSchema,
} from '../src/services/subscription-parameters.ts';
import { isValidationMessageKey } from '../src/validation-messages.ts';

const common = { contractType: 'CALENDAR_YEAR', subscriptionType: 'BY_MONTH' } as const;
const vp = { crmClientCode: 'CRM-42', veterinaryCount: 2, amount: 0 };
const ngo = {
  ngoAmPackage: 'NGO_AM_A',
  withMedicine: true,
  centralCodes: [{ central: 'ALCYON', foodCode: 'F1', medicineCode: 'M1' }],
};

/** A valid set of parameters for each code. */
const VALID: Record<ServiceCode, Record<string, unknown>> = {
  'CE-ABO': { collaboratorCount: 3, collaboratorPrice: 1_500 },
  'CE-GRP-ABO': { collaboratorCount: 1, collaboratorPrice: 0 },
  '10PTZ-DPE': { quantity: 10 },
  'NGO-DPE': { quantity: 2, ...ngo },
  'VP-DPE': { quantity: 1, ...vp },
  'VP-LIB': { quantity: 1, ...vp },
  'VP-MAINT-DPE': { quantity: 1, ...vp },
  'VP-MAINT': { ...vp, vpMaintPackage: 'PACKAGE_490' },
  'MVS-ABO': {
    central: 'CENTRAVET',
    centralPurchasingCode: 'CP-1',
    centralPurchasingId: 'ID-1',
    deliveryDays: ['TUESDAY'],
    remunerationPackage: 'B',
    withOTCCommission: false,
    rfaCashAdvance: 'QUARTERLY',
  },
  'NGO-AM': ngo,
};

const make = (code: ServiceCode, changes: Record<string, unknown> = {}) =>
  ({ serviceCode: code, ...common, ...VALID[code], ...changes }) as SubscriptionParametersInput;

/** The issues as `path → message`, the form the API sends back. */
function issuesOf(input: unknown) {
  const result = subscriptionParametersSchema.safeParse(input);
  return (result.error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    message: issue.code === 'unrecognized_keys' ? `unknown:${issue.keys.join(',')}` : issue.message,
  }));
}

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

describe('subscription parameters: errors land on their field', () => {
  it.each<[string, unknown, string]>([
    ['no input', undefined, ': required'],
    ['not an object', 'CE-ABO', ': invalidType'],
    ['no service code', { ...common }, 'serviceCode: required'],
    ['an empty service code', { serviceCode: '' }, 'serviceCode: required'],
    ['an unknown service code', { serviceCode: 'CE-ABONNEMENT' }, 'serviceCode: invalidChoice'],
    ['a lower-case code', { ...make('CE-ABO'), serviceCode: 'ce-abo' }, 'serviceCode: invalidChoice'],
  ])('%s', (_, input, expected) => {
    expect(issuesOf(input).map(({ path, message }) => `${path}: ${message}`)).toEqual([expected]);
  });

  // code, changes to valid parameters, the one error expected (path: message)
  it.each<[ServiceCode, Record<string, unknown>, string]>([
    ['10PTZ-DPE', { contractType: undefined }, 'contractType: required'],
    ['10PTZ-DPE', { contractType: 'YEAR' }, 'contractType: invalidChoice'],
    ['MVS-ABO', { subscriptionType: 'BY_WEEK' }, 'subscriptionType: invalidChoice'],
    ['CE-ABO', { collaboratorCount: 0 }, 'collaboratorCount: tooSmall'],
    ['CE-GRP-ABO', { collaboratorCount: 10_001 }, 'collaboratorCount: tooBig'],
    ['CE-ABO', { collaboratorCount: 2.5 }, 'collaboratorCount: invalidInteger'],
    ['CE-ABO', { collaboratorCount: '3' }, 'collaboratorCount: invalidInteger'],
    ['CE-ABO', { collaboratorPrice: undefined }, 'collaboratorPrice: required'],
    ['CE-ABO', { collaboratorPrice: -1 }, 'collaboratorPrice: tooSmall'],
    ['CE-ABO', { collaboratorPrice: 12.5 }, 'collaboratorPrice: invalidInteger'],
    ['CE-ABO', { collaboratorPrice: 2_147_483_648 }, 'collaboratorPrice: tooBig'],
    ['10PTZ-DPE', { quantity: 0 }, 'quantity: tooSmall'],
    ['VP-DPE', { quantity: undefined }, 'quantity: required'],
    ['NGO-DPE', { quantity: null }, 'quantity: required'],
    ['VP-LIB', { crmClientCode: '  ' }, 'crmClientCode: required'],
    ['VP-MAINT', { crmClientCode: 'x'.repeat(31) }, 'crmClientCode: tooLong'],
    ['VP-MAINT-DPE', { veterinaryCount: 0 }, 'veterinaryCount: tooSmall'],
    ['VP-MAINT', { veterinaryCount: undefined }, 'veterinaryCount: required'],
    ['VP-DPE', { amount: -100 }, 'amount: tooSmall'],
    ['VP-MAINT', { vpMaintPackage: undefined }, 'vpMaintPackage: required'],
    ['VP-MAINT', { vpMaintPackage: '490' }, 'vpMaintPackage: invalidChoice'],
    ['MVS-ABO', { central: 'CENTRAL' }, 'central: invalidChoice'],
    ['MVS-ABO', { centralPurchasingCode: '' }, 'centralPurchasingCode: required'],
    ['MVS-ABO', { centralPurchasingId: 'A'.repeat(31) }, 'centralPurchasingId: tooLong'],
    ['MVS-ABO', { centralPurchasingId: 'A\0B' }, 'centralPurchasingId: unstorableText'],
    ['MVS-ABO', { deliveryDays: [] }, 'deliveryDays: atLeastOne'],
    ['MVS-ABO', { deliveryDays: undefined }, 'deliveryDays: required'],
    ['MVS-ABO', { deliveryDays: 'MONDAY' }, 'deliveryDays: invalidType'],
    ['MVS-ABO', { deliveryDays: ['MONDAY', 'SUNDAY'] }, 'deliveryDays.1: invalidChoice'],
    ['MVS-ABO', { deliveryDays: ['FRIDAY', 'MONDAY', 'FRIDAY'] }, 'deliveryDays.2: duplicateDay'],
    ['MVS-ABO', { remunerationPackage: 'E' }, 'remunerationPackage: invalidChoice'],
    ['MVS-ABO', { withOTCCommission: 'true' }, 'withOTCCommission: invalidType'],
    ['MVS-ABO', { withOTCCommission: undefined }, 'withOTCCommission: required'],
    ['MVS-ABO', { rfaCashAdvance: 'MONTHLY' }, 'rfaCashAdvance: invalidChoice'],
    ['NGO-AM', { ngoAmPackage: 'NGO_AM_D' }, 'ngoAmPackage: invalidChoice'],
    ['NGO-AM', { withMedicine: undefined }, 'withMedicine: required'],
    ['NGO-DPE', { withMedicine: 'yes' }, 'withMedicine: invalidType'],
  ])('%s %o → %s', (code, changes, expected) => {
    expect(issuesOf(make(code, changes)).map(({ path, message }) => `${path}: ${message}`)).toEqual([
      expected,
    ]);
  });

  it.each<[ServiceCode, Record<string, unknown>, string]>([
    ['CE-ABO', { quantity: 1 }, 'quantity'],
    ['10PTZ-DPE', { crmClientCode: 'X' }, 'crmClientCode'],
    ['VP-DPE', { vpMaintPackage: 'PACKAGE_360' }, 'vpMaintPackage'],
    ['VP-MAINT', { quantity: 1 }, 'quantity'],
    ['MVS-ABO', { ngoAmPackage: 'NGO_AM' }, 'ngoAmPackage'],
    ['NGO-AM', { quantity: 1 }, 'quantity'],
    ['NGO-DPE', { central: 'ALCYON' }, 'central'],
  ])('%s refuses %o, a parameter of another code, as an unknown field', (code, extra, key) => {
    expect(issuesOf(make(code, extra))).toEqual([{ path: '', message: `unknown:${key}` }]);
  });

  it('refuses an unknown field in a central row', () => {
    const rows = [{ central: 'ALCYON', foodCode: 'F', medicineCode: 'M', price: 3 }];
    expect(issuesOf(make('NGO-AM', { centralCodes: rows }))).toEqual([
      { path: 'centralCodes.0', message: 'unknown:price' },
    ]);
  });

  it('reports every mistake at once, each on its own field', () => {
    expect(
      issuesOf(
        make('MVS-ABO', { collaboratorCount: 2, central: undefined, deliveryDays: ['MONDAY', 'MONDAY'] }),
      ),
    ).toEqual([
      { path: 'central', message: 'required' },
      { path: 'deliveryDays.1', message: 'duplicateDay' },
      { path: '', message: 'unknown:collaboratorCount' },
    ]);
  });

  it('every message is a key of the validation messages', () => {
    const inputs = [
      make('MVS-ABO', { deliveryDays: [], central: 'X', centralPurchasingCode: 'A'.repeat(40) }),
      make('NGO-AM', { ngoAmPackage: 'NGO_AM', centralCodes: [{}, { central: 'ALCYON' }, {}, {}] }),
      make('CE-ABO', { collaboratorCount: 1e9, collaboratorPrice: 'a' }),
      { serviceCode: 'X' },
    ];
    for (const input of inputs) {
      const messages = issuesOf(input).map((issue) => issue.message);
      expect(messages.length).toBeGreaterThan(0);
      for (const message of messages) expect(isValidationMessageKey(message), message).toBe(true);
    }
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

  it('with medicine, each central row needs a medicine code (on that row)', () => {
    const rows = [
      { central: 'ALCYON', foodCode: 'F1', medicineCode: 'M1' },
      { central: 'COVETO', foodCode: 'F2' },
      { central: 'CENTRAVET', foodCode: 'F3', medicineCode: '  ' },
    ];
    expect(issuesOf(make('NGO-AM', { centralCodes: rows }))).toEqual([
      { path: 'centralCodes.1.medicineCode', message: 'required' },
      { path: 'centralCodes.2.medicineCode', message: 'required' },
    ]);
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
