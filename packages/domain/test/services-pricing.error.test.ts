import { describe, expect, it } from 'vitest';
import { subscriptionAnnualPriceCents } from '../src/services/pricing.ts';
import {
  type SubscriptionParametersInput,
  subscriptionParametersSchema,
} from '../src/services/subscription-parameters.ts';

describe('subscriptionAnnualPriceCents', () => {
  // The catalogue's prices are data (table medicine_package_prices): the caller passes them.
  const packages = { NGO_AM_A: 12_000, NGO_AM_B: 24_000, NGO_AM_C: 48_000 } as const;
  const common = { contractType: 'ROLLING_YEAR', subscriptionType: 'BY_YEAR' } as const;
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

  it('refuses a package price that is not a safe integer (a RangeError, never a float price)', () => {
    const ngoA = params({ serviceCode: 'NGO-AM', ...ngo('NGO_AM_A') });
    expect(() => subscriptionAnnualPriceCents(0, ngoA, { ...packages, NGO_AM_A: 1.5 })).toThrow(RangeError);
  });

  it('reaches large prices exactly and throws a RangeError beyond MAX_SAFE_INTEGER', () => {
    const ce = params({ serviceCode: 'CE-ABO', collaboratorCount: 10_000, collaboratorPrice: 2_147_483_647 });
    expect(subscriptionAnnualPriceCents(0, ce, packages)).toBe(21_474_836_470_000);
    expect(() =>
      subscriptionAnnualPriceCents(Number.MAX_SAFE_INTEGER - 21_474_836_469_999, ce, packages),
    ).toThrow(RangeError);
    expect(subscriptionAnnualPriceCents(Number.MAX_SAFE_INTEGER - 21_474_836_470_000, ce, packages)).toBe(
      Number.MAX_SAFE_INTEGER,
    );
    const many = params({ serviceCode: '10PTZ-DPE', quantity: 3 });
    expect(subscriptionAnnualPriceCents(3_002_399_751_580_330, many, packages)).toBe(9_007_199_254_740_990);
    expect(() => subscriptionAnnualPriceCents(3_002_399_751_580_331, many, packages)).toThrow(RangeError);
    const ngoC = params({ serviceCode: 'NGO-AM', ...ngo('NGO_AM_C') });
    expect(() => subscriptionAnnualPriceCents(Number.MAX_SAFE_INTEGER - 47_999, ngoC, packages)).toThrow(
      RangeError,
    );
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses an option price of %s', (option) => {
    expect(() =>
      subscriptionAnnualPriceCents(option, params({ serviceCode: 'MVS-ABO', ...mvs }), packages),
    ).toThrow(RangeError);
  });
});
