import { describe, expect, it } from 'vitest';
import type { ServiceCode } from '../src/services/catalogue.ts';
import { isValidationMessageKey } from '../src/validation-messages.ts';
import { common, issuesOf, make } from './support/services-parameters.ts';

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
});
