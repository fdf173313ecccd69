import { z } from 'zod';
import { ibanField } from './billing-accounts.ts';
import { COUNTRY_CODES, LEGAL_FORMS } from './enums.ts';
import { codeField, countryCode, optionalEnum, optionalText, requiredText } from './fields.ts';
import { defineList } from './list-definition.ts';
import { itemResponse, listResponse } from './list-query.ts';
import { creditorListDeclaration } from './lists/creditors.ts';
import { centsField } from './money/cents.ts';
import { answerShape } from './record-fields.ts';
import { fieldMessages } from './validation-messages.ts';
import { isValidBic } from './validators/iban.ts';
import { isValidPostalCode } from './validators/postal-code.ts';
import { isValidSepaCreditorIdentifier } from './validators/sepa-creditor-identifier.ts';
import { compactLegalNumber, isValidSiren, isValidSiret } from './validators/siret.ts';
import { compactVatNumber, isValidFrenchVatNumber } from './validators/vat-number.ts';

/**
 * A series prefix starts each number of the series (`FVS-2026-000042`, issue 23): a capital letter, then
 * one to five capital letters or digits — nothing a file name, a CSV cell or an XML file would escape.
 */
export const SERIES_PREFIX_PATTERN = /^[A-Z][A-Z0-9]{1,5}$/;
export const SERIES_PREFIX_FIELDS = [
  'invoiceSeriesPrefix',
  'creditNoteSeriesPrefix',
  'selfBillingSeriesPrefix',
] as const;

/** The mentions French law fixes for every invoice of a business (Code de commerce L441-9, D441-5). */
export const INVOICE_FIXED_MENTIONS = {
  recoveryIndemnity: 'Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : 40 €',
  earlyPaymentDiscount: 'Pas d’escompte pour paiement anticipé',
  vatOnDebits: 'Option pour le paiement de la taxe d’après les débits',
} as const;

/** The creditors' own field messages (the shared ones: validation-messages.ts). */
export const CREDITOR_MESSAGES = fieldMessages({
  fr: {
    sirenOrSiretFormat: 'SIREN (9 chiffres) ou SIRET (14 chiffres) invalide',
    sepaCreditorIdentifierFormat: 'ICS invalide (ex. FR72ZZZ123456)',
    sepaCreditorIdentifierTaken: 'Un autre créancier porte déjà cet ICS',
    seriesPrefixFormat: 'Une majuscule puis 1 à 5 majuscules ou chiffres (ex. FA, AV2)',
    seriesPrefixTaken: 'Ce préfixe est déjà celui d’une autre série',
  },
  en: {
    sirenOrSiretFormat: 'Invalid SIREN (9 digits) or SIRET (14 digits)',
    sepaCreditorIdentifierFormat: 'Invalid SEPA creditor identifier (e.g. FR72ZZZ123456)',
    sepaCreditorIdentifierTaken: 'Another creditor already has this identifier',
    seriesPrefixFormat: 'A capital letter, then 1 to 5 capital letters or digits (e.g. FA, AV2)',
    seriesPrefixTaken: 'This prefix is already that of another series',
  },
});
const M = CREDITOR_MESSAGES;
const seriesPrefix = codeField((value) => SERIES_PREFIX_PATTERN.test(value), M.seriesPrefixFormat);

/** The fields an ADMIN changes (no creation: the two organisations exist from installation). */
const creditorFields = {
  name: requiredText(150),
  legalCode: codeField((v) => isValidSiren(v) || isValidSiret(v), M.sirenOrSiretFormat, compactLegalNumber),
  vatIntraCommunityNumber: codeField(isValidFrenchVatNumber, 'vatNumberFormat', compactVatNumber),
  sepaCreditorIdentifier: codeField(isValidSepaCreditorIdentifier, M.sepaCreditorIdentifierFormat),
  iban: ibanField,
  bicSwift: codeField(isValidBic, 'invalidBic'),
  streetName: requiredText(150),
  postalCode: requiredText(10),
  city: requiredText(100),
  country: countryCode,
  invoiceSeriesPrefix: seriesPrefix,
  creditNoteSeriesPrefix: seriesPrefix,
  selfBillingSeriesPrefix: seriesPrefix,
  legalForm: optionalEnum(LEGAL_FORMS),
  shareCapital: centsField.nullable().optional().describe('In cents'),
  tradeRegisterCity: optionalText(100).describe('The city of the RCS registry ("RCS Lyon")'),
  latePaymentPenalty: requiredText(300).describe('The late-payment penalty rate as the invoices print it'),
  vatOnDebits: z.boolean({ error: 'invalidType' }),
};

type CreditorInput = Partial<Record<keyof typeof creditorFields, unknown>>;

/** Rules across fields, run again by the server on the merged record of a PATCH. */
export function checkCreditor(value: CreditorInput, ctx: z.RefinementCtx) {
  const { legalCode, vatIntraCommunityNumber: vat, postalCode, country } = value;
  if (typeof vat === 'string' && typeof legalCode === 'string' && !vat.endsWith(legalCode.slice(0, 9))) {
    ctx.addIssue({ code: 'custom', path: ['vatIntraCommunityNumber'], message: 'vatNumberFormat' });
  }
  const countryValid = COUNTRY_CODES.includes(country as never);
  if (typeof postalCode === 'string' && countryValid && !isValidPostalCode(postalCode, country as never)) {
    ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'invalidPostalCode' });
  }
  const seen = new Set<unknown>();
  for (const field of SERIES_PREFIX_FIELDS) {
    if (value[field] !== undefined && seen.has(value[field])) {
      ctx.addIssue({ code: 'custom', path: [field], message: M.seriesPrefixTaken });
    }
    seen.add(value[field]);
  }
}

export const creditorRecordSchema = z.object(creditorFields).strict().superRefine(checkCreditor);
export type CreditorRecord = z.output<typeof creditorRecordSchema>;

/** Only the fields sent change; the rules across fields are checked on the merged record. */
export const creditorUpdateSchema = z
  .object(creditorFields)
  .partial()
  .strict()
  .meta({ id: 'CreditorUpdate' });
export type CreditorUpdate = z.output<typeof creditorUpdateSchema>;
export type CreditorUpdateInput = z.input<typeof creditorUpdateSchema>;

/** The creditor as the API answers it: each field's output type; the IBAN beside whether it is masked. */
export const creditorSchema = z
  .object({
    id: z.number().int(),
    ...answerShape(creditorFields, {
      iban: {
        iban: z.string().describe('In full for ADMIN and ACCOUNTANT, masked for the other roles'),
        ibanMasked: z.boolean(),
      },
    }),
    createdDate: z.string(),
    updatedDate: z.string(),
  })
  .meta({ id: 'Creditor' });
export type Creditor = z.infer<typeof creditorSchema>;

export const creditorList = defineList(creditorListDeclaration);
export type CreditorListQuery = z.output<typeof creditorList.querySchema>;
export const creditorListResponseSchema = listResponse(creditorSchema);
export const creditorResponseSchema = itemResponse(creditorSchema);
