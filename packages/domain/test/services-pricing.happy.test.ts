import { describe, expect, it } from 'vitest';
import { medicinePackagePriceCents, subscriptionAnnualPriceCents } from '../src/services/pricing.ts';
import {
  type SubscriptionParametersInput,
  subscriptionParametersSchema,
} from '../src/services/subscription-parameters.ts';

describe('subscriptionAnnualPriceCents', () => {
  // The catalogue's prices are data (table medicine_package_prices): the caller passes them.
  const packages = { NGO_AM_A: 12_000, NGO_AM_B: 24_000, NGO_AM_C: 48_000 } as const;
  const common = { contractType: 'ROLLING_YEAR', subscriptionType: 'BY_YEAR' } as const;
  const vp = { crmClientCode: 'CRM', veterinaryCount: 4 };
  const ngo = (ngoAmPackage: string) => ({
    ngoAmPackage,
    withMedicine: ngoAmPackage !== 'NGO_AM',
    centralCodes: [{ central: 'ALCYON', foodCode: 'F', medicineCode: 'M' }],
  });
  const mvs = {
    central: 'COVETO',
    centralPurchasingCode: 'C',
    centralPurchasingId: 'I',
    deliveryDays: ['MONDAY'],
    remunerationPackage: 'A',
    withOTCCommission: true,
    rfaCashAdvance: 'YEARLY',
  };
  const params = (input: Record<string, unknown>) =>
    subscriptionParametersSchema.parse({ ...common, ...input } as SubscriptionParametersInput);

  it.each<[string, number, Record<string, unknown>, number]>([
    [
      'CE-ABO: option + collaborators',
      50_000,
      { serviceCode: 'CE-ABO', collaboratorCount: 3, collaboratorPrice: 1_200 },
      53_600,
    ],
    [
      'CE-GRP-ABO: free collaborators',
      50_000,
      { serviceCode: 'CE-GRP-ABO', collaboratorCount: 9, collaboratorPrice: 0 },
      50_000,
    ],
    ['10PTZ-DPE: option × quantity', 2_500, { serviceCode: '10PTZ-DPE', quantity: 4 }, 10_000],
    [
      'NGO-DPE: option × quantity, no medicine package',
      2_500,
      { serviceCode: 'NGO-DPE', quantity: 3, ...ngo('NGO_AM_B') },
      7_500,
    ],
    [
      'VP-DPE: amount 0 → option × quantity',
      3_000,
      { serviceCode: 'VP-DPE', quantity: 2, ...vp, amount: 0 },
      6_000,
    ],
    ['VP-DPE: no amount → option × quantity', 3_000, { serviceCode: 'VP-DPE', quantity: 2, ...vp }, 6_000],
    [
      'VP-LIB: the amount replaces the option',
      3_000,
      { serviceCode: 'VP-LIB', quantity: 2, ...vp, amount: 4_500 },
      9_000,
    ],
    ['VP-MAINT-DPE: amount 1 cent', 3_000, { serviceCode: 'VP-MAINT-DPE', quantity: 5, ...vp, amount: 1 }, 5],
    [
      'VP-MAINT 360',
      1,
      { serviceCode: 'VP-MAINT', ...vp, amount: 7_777, vpMaintPackage: 'PACKAGE_360' },
      36_000,
    ],
    ['VP-MAINT 490', 1, { serviceCode: 'VP-MAINT', ...vp, vpMaintPackage: 'PACKAGE_490' }, 49_000],
    ['VP-MAINT 600', 1, { serviceCode: 'VP-MAINT', ...vp, vpMaintPackage: 'PACKAGE_600' }, 60_000],
    ['VP-MAINT 990', 1, { serviceCode: 'VP-MAINT', ...vp, vpMaintPackage: 'PACKAGE_990' }, 99_000],
    ['MVS-ABO: the option', 80_000, { serviceCode: 'MVS-ABO', ...mvs }, 80_000],
    ['NGO-AM without medicine', 30_000, { serviceCode: 'NGO-AM', ...ngo('NGO_AM') }, 30_000],
    ['NGO-AM A', 30_000, { serviceCode: 'NGO-AM', ...ngo('NGO_AM_A') }, 42_000],
    ['NGO-AM B', 30_000, { serviceCode: 'NGO-AM', ...ngo('NGO_AM_B') }, 54_000],
    ['NGO-AM C', 30_000, { serviceCode: 'NGO-AM', ...ngo('NGO_AM_C') }, 78_000],
    ['a free option', 0, { serviceCode: '10PTZ-DPE', quantity: 100 }, 0],
  ])('%s', (_, option, input, expected) => {
    expect(subscriptionAnnualPriceCents(option, params(input), packages)).toBe(expected);
  });

  it('prices the medicine packages at the prices given, NGO_AM at nothing', () => {
    expect(
      ['NGO_AM', 'NGO_AM_A', 'NGO_AM_B', 'NGO_AM_C'].map((p) =>
        medicinePackagePriceCents(p as never, packages),
      ),
    ).toEqual([0, 12_000, 24_000, 48_000]);
  });

  it('follows a changed package price and leaves the other codes alone', () => {
    const changed = { ...packages, NGO_AM_B: 30_000 };
    expect(
      subscriptionAnnualPriceCents(30_000, params({ serviceCode: 'NGO-AM', ...ngo('NGO_AM_B') }), changed),
    ).toBe(60_000);
    expect(
      subscriptionAnnualPriceCents(30_000, params({ serviceCode: 'NGO-AM', ...ngo('NGO_AM_A') }), changed),
    ).toBe(42_000);
    const dpe = params({ serviceCode: 'NGO-DPE', quantity: 3, ...ngo('NGO_AM_B') });
    expect(subscriptionAnnualPriceCents(2_500, dpe, changed)).toBe(7_500);
  });
});
