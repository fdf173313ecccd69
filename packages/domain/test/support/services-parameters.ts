import type { ServiceCode } from '../../src/services/catalogue.ts';
import {
  type SubscriptionParametersInput,
  subscriptionParametersSchema,
} from '../../src/services/subscription-parameters.ts';

// Shared by services-parameters.error.test.ts and services-parameters.happy.test.ts.
export const common = { contractType: 'CALENDAR_YEAR', subscriptionType: 'BY_MONTH' } as const;

export const vp = { crmClientCode: 'CRM-42', veterinaryCount: 2, amount: 0 };

export const ngo = {
  ngoAmPackage: 'NGO_AM_A',
  withMedicine: true,
  centralCodes: [{ central: 'ALCYON', foodCode: 'F1', medicineCode: 'M1' }],
};

/** A valid set of parameters for each code. */
export const VALID: Record<ServiceCode, Record<string, unknown>> = {
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

export const make = (code: ServiceCode, changes: Record<string, unknown> = {}) =>
  ({ serviceCode: code, ...common, ...VALID[code], ...changes }) as SubscriptionParametersInput;

/** The issues as `path → message`, the form the API sends back. */
export function issuesOf(input: unknown) {
  const result = subscriptionParametersSchema.safeParse(input);
  return (result.error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    message: issue.code === 'unrecognized_keys' ? `unknown:${issue.keys.join(',')}` : issue.message,
  }));
}
