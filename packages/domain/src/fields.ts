import { z } from 'zod';
import { COUNTRY_CODES } from './enums.ts';

// Shared field builders: messages are keys of VALIDATION_MESSAGES.
const typeError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? 'required' : 'invalidType';

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/**
 * Text PostgreSQL cannot store as typed: NUL (text columns refuse `\0`) and lone UTF-16 surrogates (they
 * have no UTF-8 form, the driver would store U+FFFD instead). The API refuses them in every field before
 * validation (plugins/text-guard.ts); the forms use the same rule through these builders.
 */
const UNSTORABLE_TEXT = /[\0\p{Cs}]/u;

export function isStorableText(value: string): boolean {
  return !UNSTORABLE_TEXT.test(value);
}

export const requiredText = (max: number) =>
  z
    .string({ error: typeError })
    .trim()
    .min(1, 'required')
    .max(max, 'tooLong')
    .refine(isStorableText, 'unstorableText');

/** Optional text: '' and null both mean "no value" and are stored as null. */
export const optionalText = (max: number) =>
  z.preprocess(
    emptyToNull,
    z
      .string({ error: 'invalidType' })
      .trim()
      .max(max, 'tooLong')
      .refine(isStorableText, 'unstorableText')
      .nullable()
      .optional(),
  );

export const requiredEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? 'required' : 'invalidChoice'),
  });

export const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(emptyToNull, z.enum(values, { error: 'invalidChoice' }).nullable().optional());

export const optionalEmail = z.preprocess(
  emptyToNull,
  z.email({ error: 'invalidEmail' }).max(254, 'tooLong').nullable().optional(),
);

export const E164_PATTERN = /^\+[1-9][0-9]{6,14}$/;
export const optionalPhone = z.preprocess(
  (value) => (typeof value === 'string' ? emptyToNull(value.replace(/[\s.-]/g, '')) : value),
  z.string().regex(E164_PATTERN, 'invalidPhone').nullable().optional(),
);

export const optionalUrl = z.preprocess(
  emptyToNull,
  z
    .url({ protocol: /^https?$/, error: 'invalidUrl' })
    .max(500, 'tooLong')
    .nullable()
    .optional(),
);

export const optionalId = z.preprocess(
  emptyToNull,
  z.coerce
    .number({ error: 'invalidInteger' })
    .int('invalidInteger')
    .positive('tooSmall')
    // PostgreSQL `integer` ids: a larger number would fail in the database (500) instead of here.
    .max(2_147_483_647, 'tooBig')
    .nullable()
    .optional(),
);

export const countryCode = requiredEnum(COUNTRY_CODES);

/** Spaces out, capitals: how a code is typed in and kept (a BIC, an ICS, a series prefix). */
export const compactUpper = (value: string) => value.replace(/\s/g, '').toUpperCase();

/**
 * A required code, compacted as it is kept (by default spaces out, capitals: a BIC, an ICS), then checked
 * by `valid`; `message` is the refusal's key.
 */
export const codeField = (
  valid: (value: string) => boolean,
  message: string,
  compact: (value: string) => string = compactUpper,
) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? compact(value) : value),
    z.string({ error: 'invalidType' }).refine(valid, message),
  );

/** A calendar date `YYYY-MM-DD` that exists (no 31 February). */
const calendarDate = z.iso.date({ error: 'invalidDate' });
export const requiredDate = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalidDate') }).pipe(calendarDate),
);
export const optionalDate = z.preprocess(emptyToNull, calendarDate.nullable().optional());
