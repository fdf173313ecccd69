// The parameters of a service subscription, per service code (spec §3.8). Messages are field message
// keys (validation-messages.ts, or below); every variant is strict, so a parameter of another code is an unknown field.
import { z } from 'zod';
import { optionalText, requiredEnum, requiredText } from '../fields.ts';
import { CONTRACT_TYPES, SUBSCRIPTION_TYPES } from '../service-periods.ts';
import { fieldMessages } from '../validation-messages.ts';
import {
  CENTRALS,
  NGO_AM_PACKAGES,
  REMUNERATION_PACKAGES,
  RFA_CASH_ADVANCES,
  type ServiceCode,
  VP_MAINT_PACKAGES,
  WEEKDAYS,
} from './catalogue.ts';

/** The parameters' own field messages (the shared ones: validation-messages.ts). */
export const SUBSCRIPTION_PARAMETER_MESSAGES = fieldMessages({
  fr: {
    duplicateDay: 'Ce jour est déjà choisi',
    duplicateCentral: 'Cette centrale figure déjà dans la liste',
    tooManyCentralCodes: 'Une ligne par centrale, trois au plus',
    medicinePackageNeedsMedicine:
      'Les forfaits NGO_AM_A, NGO_AM_B et NGO_AM_C comprennent les médicaments : cochez « Avec médicaments »',
    ngoAmWithoutMedicine:
      'Le forfait NGO_AM ne comprend pas de médicaments : décochez « Avec médicaments » ou choisissez un forfait A, B ou C',
  },
  en: {
    duplicateDay: 'This day is already chosen',
    duplicateCentral: 'This central is already in the list',
    tooManyCentralCodes: 'One row per central, three at most',
    medicinePackageNeedsMedicine:
      'Packages NGO_AM_A, NGO_AM_B and NGO_AM_C include medicines: tick "With medicines"',
    ngoAmWithoutMedicine:
      'The NGO_AM package includes no medicines: untick "With medicines" or choose package A, B or C',
  },
});
const M = SUBSCRIPTION_PARAMETER_MESSAGES;

/** The largest amount in cents a parameter may hold: a PostgreSQL `integer` (21 474 836,47 €). */
export const MAX_PARAMETER_CENTS = 2_147_483_647;
export const MAX_COLLABORATOR_COUNT = 10_000;
export const MAX_CENTRAL_CODES = CENTRALS.length;

const missing = (input: unknown) => input === undefined || input === null;

const integer = (min: number, max: number) =>
  z
    .number({ error: (issue) => (missing(issue.input) ? 'required' : 'invalidInteger') })
    .int('invalidInteger')
    .min(min, 'tooSmall')
    .max(max, 'tooBig');
const cents = integer(0, MAX_PARAMETER_CENTS);
const flag = z.boolean({ error: (issue) => (missing(issue.input) ? 'required' : 'invalidType') });

// Codes at a central are upper-cased, as central accounts store them (decisions.md, "Central accounts").
const upperCase = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);
const centralCode = z.preprocess(upperCase, requiredText(30));
const optionalCentralCode = z.preprocess(upperCase, optionalText(30));

/** Distinct weekdays, at least one; returned in week order. */
const deliveryDays = z
  .array(requiredEnum(WEEKDAYS), { error: (issue) => (missing(issue.input) ? 'required' : 'invalidType') })
  .min(1, 'atLeastOne')
  .superRefine(
    (days, ctx) => {
      days.forEach((day, index) => {
        if (typeof day === 'string' && days.indexOf(day) < index)
          ctx.addIssue({ code: 'custom', message: M.duplicateDay, path: [index] });
      });
    },
    { when: (payload) => Array.isArray(payload.value) },
  )
  // NOTE: overwrite, not transform: the output stays representable in the OpenAPI document.
  .overwrite((days) => [...days].sort((a, b) => WEEKDAYS.indexOf(a) - WEEKDAYS.indexOf(b)));

const centralCodesItem = z
  .object(
    { central: requiredEnum(CENTRALS), foodCode: centralCode, medicineCode: optionalCentralCode },
    { error: (issue) => (missing(issue.input) ? 'required' : 'invalidType') },
  )
  .strict();

/** One row per central (so three at most). A missing medicine code is checked with the medicine flag. */
const centralCodes = z
  .array(centralCodesItem, { error: (issue) => (missing(issue.input) ? 'required' : 'invalidType') })
  .min(1, 'atLeastOne')
  .max(MAX_CENTRAL_CODES, M.tooManyCentralCodes)
  .superRefine(
    (rows, ctx) => {
      const centrals = rows.map((row) => (isRecord(row) ? row.central : undefined));
      centrals.forEach((central, index) => {
        if (typeof central === 'string' && centrals.indexOf(central) < index)
          ctx.addIssue({ code: 'custom', message: M.duplicateCentral, path: [index, 'central'] });
      });
    },
    // Also when a row has another error: every mistake is shown at once.
    { when: (payload) => Array.isArray(payload.value) },
  );

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const common = {
  contractType: requiredEnum(CONTRACT_TYPES),
  subscriptionType: requiredEnum(SUBSCRIPTION_TYPES),
};
const collaborators = {
  collaboratorCount: integer(1, MAX_COLLABORATOR_COUNT),
  collaboratorPrice: cents,
};
const quantity = { quantity: integer(1, MAX_PARAMETER_CENTS) };
const vp = {
  crmClientCode: requiredText(30),
  veterinaryCount: integer(1, MAX_PARAMETER_CENTS),
  /** 0 (the default): the option's price; above: replaces it (VP-DPE, VP-LIB, VP-MAINT-DPE). */
  amount: cents.default(0),
};
const ngo = {
  ngoAmPackage: requiredEnum(NGO_AM_PACKAGES),
  withMedicine: flag,
  centralCodes,
};
const mvs = {
  central: requiredEnum(CENTRALS),
  centralPurchasingCode: centralCode,
  centralPurchasingId: centralCode,
  deliveryDays,
  remunerationPackage: requiredEnum(REMUNERATION_PACKAGES),
  withOTCCommission: flag,
  rfaCashAdvance: requiredEnum(RFA_CASH_ADVANCES),
};

const variant = <const C extends ServiceCode, S extends z.ZodRawShape>(code: C, shape: S) =>
  z.object({ serviceCode: z.literal(code), ...common, ...shape }).strict();

/**
 * NGO-AM and NGO-DPE: packages A, B and C include medicines, NGO_AM does not (the error is on
 * withMedicine); with medicines, each central row needs its medicine code.
 */
const ngoVariant = <const C extends ServiceCode, S extends z.ZodRawShape>(code: C, shape: S) =>
  variant(code, { ...shape, ...ngo }).superRefine(
    (value, ctx) => {
      const { ngoAmPackage, withMedicine, centralCodes: rows } = value as Record<string, unknown>;
      if (typeof withMedicine !== 'boolean') return;
      if (typeof ngoAmPackage === 'string' && (NGO_AM_PACKAGES as readonly string[]).includes(ngoAmPackage)) {
        const needsMedicine = ngoAmPackage !== 'NGO_AM';
        if (needsMedicine !== withMedicine)
          ctx.addIssue({
            code: 'custom',
            message: needsMedicine ? M.medicinePackageNeedsMedicine : M.ngoAmWithoutMedicine,
            path: ['withMedicine'],
          });
      }
      if (!withMedicine || !Array.isArray(rows)) return;
      rows.forEach((row, index) => {
        if (isRecord(row) && (row.medicineCode === undefined || row.medicineCode === null))
          ctx.addIssue({
            code: 'custom',
            message: 'required',
            path: ['centralCodes', index, 'medicineCode'],
          });
      });
    },
    { when: (payload) => isRecord(payload.value) },
  );

export const subscriptionParametersSchema = z
  .discriminatedUnion(
    'serviceCode',
    [
      variant('CE-ABO', collaborators),
      variant('CE-GRP-ABO', collaborators),
      variant('10PTZ-DPE', quantity),
      ngoVariant('NGO-DPE', quantity),
      variant('VP-DPE', { ...quantity, ...vp }),
      variant('VP-LIB', { ...quantity, ...vp }),
      variant('VP-MAINT-DPE', { ...quantity, ...vp }),
      variant('VP-MAINT', { ...vp, vpMaintPackage: requiredEnum(VP_MAINT_PACKAGES) }),
      variant('MVS-ABO', mvs),
      ngoVariant('NGO-AM', {}),
    ],
    {
      // No variant for the code: the error is on serviceCode (a missing code, or one not in the catalogue).
      error: (issue) => {
        if (issue.code !== 'invalid_union') return missing(issue.input) ? 'required' : 'invalidType';
        const code = isRecord(issue.input) ? issue.input.serviceCode : undefined;
        return code === undefined || code === '' ? 'required' : 'invalidChoice';
      },
    },
  )
  .meta({ id: 'SubscriptionParameters' });

export type SubscriptionParameters = z.output<typeof subscriptionParametersSchema>;
export type SubscriptionParametersInput = z.input<typeof subscriptionParametersSchema>;
export type SubscriptionParametersOf<C extends ServiceCode> = Extract<
  SubscriptionParameters,
  { serviceCode: C }
>;
