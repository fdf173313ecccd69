import { z } from 'zod';
import { type CountryCode, LEGAL_FORMS } from './enums.ts';
import { countryCode, optionalText, requiredEnum, requiredText } from './fields.ts';
import { defineList } from './list-definition.ts';
import { itemResponse, listResponse } from './list-query.ts';
import { legalStructureListDeclaration } from './lists/legal-structures.ts';
import { formatApeCode } from './validators/ape-code.ts';
import { isValidPostalCode } from './validators/postal-code.ts';
import { compactLegalNumber, isValidSiret, sirenOfSiret } from './validators/siret.ts';
import { compactVatNumber, isValidFrenchVatNumber } from './validators/vat-number.ts';

/** Where companies are registered with INSEE and carry a SIRET: metropolitan France and these territories. */
export const SIRET_COUNTRIES: readonly CountryCode[] = ['FRA', 'GLP', 'REU', 'BLM', 'SPM'];
export const isDomiciledInFrance = (country: CountryCode) => SIRET_COUNTRIES.includes(country);

const upperOrNull = (value: unknown) =>
  typeof value === 'string' ? compactVatNumber(value) || null : (value ?? undefined);

const headQuarterFields = {
  streetNumber: optionalText(10),
  streetName: requiredText(150),
  postalCode: requiredText(10),
  city: requiredText(100),
  country: countryCode.default('FRA'),
};

const legalStructureFields = {
  socialReason: requiredText(150),
  tradeName: optionalText(150),
  /** SIRET in France; the registration number of a foreign structure elsewhere. */
  legalCode: z.preprocess(
    (value) => (typeof value === 'string' ? compactLegalNumber(value).toUpperCase() || null : value),
    z.string({ error: 'invalidType' }).max(20, 'tooLong').nullable().optional(),
  ),
  legalForm: requiredEnum(LEGAL_FORMS),
  apeCode: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || null : value),
    z
      .string({ error: 'invalidType' })
      .transform((code, ctx) => {
        const formatted = formatApeCode(code);
        if (!formatted) ctx.addIssue({ code: 'custom', message: 'apeCodeFormat' });
        return formatted ?? code;
      })
      .nullable()
      .optional(),
  ),
  vatIntraCommunityNumber: z.preprocess(
    upperOrNull,
    z.string({ error: 'invalidType' }).max(20, 'tooLong').nullable().optional(),
  ),
  headQuarterAddress: z.object(headQuarterFields).strict(),
};

type LegalStructureInput = {
  legalCode?: string | null;
  vatIntraCommunityNumber?: string | null;
  headQuarterAddress?: { postalCode?: string; country?: CountryCode };
};

/**
 * The rules that depend on where the structure is domiciled: in France a valid SIRET, a French VAT
 * number matching its SIREN, a French postal code; elsewhere a registration number (required).
 */
export function checkLegalStructure(value: LegalStructureInput, ctx: z.RefinementCtx) {
  const address = value.headQuarterAddress;
  if (!address?.country) return;
  const inFrance = isDomiciledInFrance(address.country);
  if (address.postalCode && !isValidPostalCode(address.postalCode, address.country)) {
    ctx.addIssue({
      code: 'custom',
      path: ['headQuarterAddress', 'postalCode'],
      message: 'invalidPostalCode',
    });
  }
  // Left out counts as empty: a creation without it is refused like one with null (a PATCH is checked on
  // the merged record, which always holds the stored one).
  if (!value.legalCode) {
    ctx.addIssue({
      code: 'custom',
      path: ['legalCode'],
      message: inFrance ? 'required' : 'requiredOutsideFrance',
    });
  } else if (inFrance && !isValidSiret(value.legalCode)) {
    ctx.addIssue({ code: 'custom', path: ['legalCode'], message: 'siretFormat' });
  } else if (!inFrance && !/^[A-Z0-9-]{4,20}$/.test(value.legalCode)) {
    ctx.addIssue({ code: 'custom', path: ['legalCode'], message: 'legalCodeFormat' });
  }
  const vat = value.vatIntraCommunityNumber;
  if (!vat) return;
  if (vat.startsWith('FR')) {
    const siren =
      value.legalCode && inFrance && isValidSiret(value.legalCode) ? sirenOfSiret(value.legalCode) : null;
    if (!isValidFrenchVatNumber(vat) || (siren && !vat.endsWith(siren))) {
      ctx.addIssue({ code: 'custom', path: ['vatIntraCommunityNumber'], message: 'vatNumberFormat' });
    }
  } else if (!/^[A-Z]{2}[0-9A-Z+*.]{2,12}$/.test(vat)) {
    ctx.addIssue({ code: 'custom', path: ['vatIntraCommunityNumber'], message: 'vatNumberFormat' });
  }
}

export const legalStructureCreateSchema = z
  .object(legalStructureFields)
  .strict()
  .superRefine(checkLegalStructure)
  .meta({ id: 'LegalStructureCreate' });
export type LegalStructureCreate = z.output<typeof legalStructureCreateSchema>;
export type LegalStructureCreateInput = z.input<typeof legalStructureCreateSchema>;

/**
 * Only the fields sent change. The head-office address is sent whole (its fields depend on each other);
 * the country-dependent rules are checked again on the merged record by the server.
 */
export const legalStructureUpdateSchema = z
  .object(legalStructureFields)
  .partial()
  .strict()
  .meta({ id: 'LegalStructureUpdate' });
export type LegalStructureUpdate = z.output<typeof legalStructureUpdateSchema>;

export const legalStructureSchema = z
  .object({
    id: z.number().int(),
    socialReason: z.string(),
    tradeName: z.string().nullable(),
    legalCode: z.string().nullable(),
    legalForm: z.string().nullable(),
    apeCode: z.string().nullable(),
    vatIntraCommunityNumber: z.string().nullable(),
    headQuarterAddress: z.object({
      streetNumber: z.string().nullable(),
      streetName: z.string().nullable(),
      postalCode: z.string().nullable(),
      city: z.string().nullable(),
      country: z.string(),
    }),
    createdDate: z.string(),
    updatedDate: z.string(),
  })
  .meta({ id: 'LegalStructure' });
export type LegalStructure = z.infer<typeof legalStructureSchema>;

export const legalStructureList = defineList(legalStructureListDeclaration);
export type LegalStructureListQuery = z.output<typeof legalStructureList.querySchema>;

export const searchBodySchema = z
  .object({ term: z.string().trim().max(100, 'tooLong').optional() })
  .strict()
  .meta({ id: 'SearchRequest' });

export const legalStructureListResponseSchema = listResponse(legalStructureSchema);
export const legalStructureResponseSchema = itemResponse(legalStructureSchema);
