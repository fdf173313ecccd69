// The service catalogue (spec §3.7, §3.8): codes, option values and the parameters each subscription takes.
// NOTE: no zod here: the web app reads this file before its first paint.
import { ENABLED_STATUSES, PURCHASING_CENTRALS, type PurchasingCentral } from '../enums.ts';

export const SERVICE_CODES = [
  'CE-ABO',
  'CE-GRP-ABO',
  '10PTZ-DPE',
  'NGO-DPE',
  'VP-DPE',
  'VP-LIB',
  'VP-MAINT-DPE',
  'VP-MAINT',
  'MVS-ABO',
  'NGO-AM',
] as const;
export type ServiceCode = (typeof SERVICE_CODES)[number];

/** Priced per collaborator on top of the option's price. */
export const COLLABORATOR_SERVICE_CODES = ['CE-ABO', 'CE-GRP-ABO'] as const;
/** Priced per unit: the option's price (or the VP amount) times the quantity. */
export const QUANTITY_SERVICE_CODES = ['10PTZ-DPE', 'NGO-DPE', 'VP-DPE', 'VP-LIB', 'VP-MAINT-DPE'] as const;
/** The "VP-*" codes: they carry a CRM client code, a veterinary count and an amount. */
export const VP_SERVICE_CODES = ['VP-DPE', 'VP-LIB', 'VP-MAINT-DPE', 'VP-MAINT'] as const;
/** They carry an NGO-AM package, a medicine flag and food and medicine codes per central. */
export const NGO_SERVICE_CODES = ['NGO-AM', 'NGO-DPE'] as const;

export const isServiceCode = (value: unknown): value is ServiceCode =>
  (SERVICE_CODES as readonly unknown[]).includes(value);

export const SERVICE_OPTION_STATUSES = ENABLED_STATUSES;
export type ServiceOptionStatus = (typeof SERVICE_OPTION_STATUSES)[number];

export { DELIVERY_OPTION_TYPES, type DeliveryOptionType } from './delivery-types.ts';

/** PARTIAL_PAID: paid in instalments ("échelonné"). */
export const DELIVERY_PAYMENT_STATUSES = ['OFFERED', 'PAID', 'PARTIAL_PAID', 'UNPAID'] as const;
export type DeliveryPaymentStatus = (typeof DELIVERY_PAYMENT_STATUSES)[number];

export const DELIVERY_BILLING_STATUSES = ['NOT_BILLED', 'PLANNED', 'BILLED'] as const;
export type DeliveryBillingStatus = (typeof DELIVERY_BILLING_STATUSES)[number];

export const VP_MAINT_PACKAGES = ['PACKAGE_360', 'PACKAGE_490', 'PACKAGE_600', 'PACKAGE_990'] as const;
export type VpMaintPackage = (typeof VP_MAINT_PACKAGES)[number];
/** The yearly price of each VP-MAINT package, in cents without VAT (the package is named after it in euros). */
export const VP_MAINT_PACKAGE_PRICES_CENTS: Readonly<Record<VpMaintPackage, number>> = {
  PACKAGE_360: 36_000,
  PACKAGE_490: 49_000,
  PACKAGE_600: 60_000,
  PACKAGE_990: 99_000,
};
/** How the spec and the screens write the packages. */
export const VP_MAINT_PACKAGE_LABELS: Readonly<Record<VpMaintPackage, string>> = {
  PACKAGE_360: '360',
  PACKAGE_490: '490',
  PACKAGE_600: '600',
  PACKAGE_990: '990',
};

export const CENTRALS = PURCHASING_CENTRALS;
export type Central = PurchasingCentral;

export const REMUNERATION_PACKAGES = ['A', 'B', 'C', 'D'] as const;
export type RemunerationPackage = (typeof REMUNERATION_PACKAGES)[number];

export const RFA_CASH_ADVANCES = ['NONE', 'QUARTERLY', 'YEARLY'] as const;
export type RfaCashAdvance = (typeof RFA_CASH_ADVANCES)[number];

/** NGO_AM: no medicine package; NGO_AM_A/B/C: with the medicine package for the establishment's turnover. */
export const NGO_AM_MEDICINE_PACKAGES = ['NGO_AM_A', 'NGO_AM_B', 'NGO_AM_C'] as const;
export type NgoAmMedicinePackage = (typeof NGO_AM_MEDICINE_PACKAGES)[number];
export const NGO_AM_PACKAGES = ['NGO_AM', ...NGO_AM_MEDICINE_PACKAGES] as const;
export type NgoAmPackage = (typeof NGO_AM_PACKAGES)[number];
export const hasMedicinePackage = (value: NgoAmPackage): value is NgoAmMedicinePackage => value !== 'NGO_AM';

/**
 * The yearly turnover each medicine package is for, in cents: A under 100 k€, B from 100 k€ to 500 k€
 * (both included), C over 500 k€.
 */
export const NGO_AM_B_TURNOVER_CENTS = { from: 10_000_000, to: 50_000_000 } as const;
export function medicinePackageForTurnover(turnoverCents: number): NgoAmMedicinePackage {
  if (turnoverCents < NGO_AM_B_TURNOVER_CENTS.from) return 'NGO_AM_A';
  return turnoverCents <= NGO_AM_B_TURNOVER_CENTS.to ? 'NGO_AM_B' : 'NGO_AM_C';
}
// The medicine packages' yearly prices are catalogue data an ADMIN changes (table medicine_package_prices,
// services/medicine-package-prices.ts), not constants: docs/decisions.md, "A medicine package's new price".

/** Delivery days of an MVS-ABO subscription: no delivery on Sunday. */
export const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

// ---- the parameters of a subscription, per code, in the order the form shows them ----

const COMMON = ['contractType', 'subscriptionType'] as const;
const COLLABORATORS = ['collaboratorCount', 'collaboratorPrice'] as const;
const VP = ['crmClientCode', 'veterinaryCount', 'amount'] as const;
const NGO = ['ngoAmPackage', 'withMedicine', 'centralCodes'] as const;
const MVS = [
  'central',
  'centralPurchasingCode',
  'centralPurchasingId',
  'deliveryDays',
  'remunerationPackage',
  'withOTCCommission',
  'rfaCashAdvance',
] as const;

export type SubscriptionParameterField =
  | (typeof COMMON)[number]
  | (typeof COLLABORATORS)[number]
  | 'quantity'
  | (typeof VP)[number]
  | 'vpMaintPackage'
  | (typeof NGO)[number]
  | (typeof MVS)[number];

const PARAMETER_FIELDS: Readonly<Record<ServiceCode, readonly SubscriptionParameterField[]>> = {
  'CE-ABO': [...COMMON, ...COLLABORATORS],
  'CE-GRP-ABO': [...COMMON, ...COLLABORATORS],
  '10PTZ-DPE': [...COMMON, 'quantity'],
  'NGO-DPE': [...COMMON, 'quantity', ...NGO],
  'VP-DPE': [...COMMON, 'quantity', ...VP],
  'VP-LIB': [...COMMON, 'quantity', ...VP],
  'VP-MAINT-DPE': [...COMMON, 'quantity', ...VP],
  'VP-MAINT': [...COMMON, ...VP, 'vpMaintPackage'],
  'MVS-ABO': [...COMMON, ...MVS],
  'NGO-AM': [...COMMON, ...NGO],
};

/** The parameter fields of a subscription to `code`, in form order (contractType and subscriptionType first). */
export function parameterFieldsOf(code: ServiceCode): readonly SubscriptionParameterField[] {
  return PARAMETER_FIELDS[code];
}
