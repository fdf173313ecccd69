import { z } from 'zod';
import { GENDERS, HOUR_DISPLAYS, STAFF_ROLES, USER_LANGUAGES } from './enums.ts';
import {
  E164_PATTERN,
  isStorableText,
  optionalDate,
  optionalEnum,
  optionalPhone,
  optionalText,
  requiredText,
} from './fields.ts';
import { defineList } from './list-definition.ts';
import { itemResponse, listResponse } from './list-query.ts';
import { userListDeclaration } from './lists/users.ts';
import { parisDay } from './paris-day.ts';
import { userAccountSchema } from './user-account.ts';

let knownZones: Map<string, string> | undefined;
/** The runtime's time zones by their lower-case name (to give back the usual capitals). */
function zonesByLowerCase(): Map<string, string> {
  knownZones ??= new Map(
    [...Intl.supportedValuesOf('timeZone'), 'UTC'].map((zone) => [zone.toLowerCase(), zone]),
  );
  return knownZones;
}

/**
 * A time zone of the IANA database as the runtime knows it (aliases such as Asia/Kolkata included), with
 * its usual capitals when the runtime lists it (`europe/paris` → `Europe/Paris`); null when unknown.
 * NOTE: the spelling sent is kept otherwise: runtimes disagree on which of two aliases is canonical.
 */
export function canonicalTimeZone(value: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(value)) return null;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
  } catch {
    return null;
  }
  return zonesByLowerCase().get(value.toLowerCase()) ?? value;
}

const requiredEmail = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalidType'),
    })
    .min(1, 'required')
    .max(254, 'tooLong')
    .refine(isStorableText, 'unstorableText')
    .pipe(z.email({ error: 'invalidEmail' })),
);

const timezoneField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z
    .string({ error: 'invalidType' })
    .max(50, 'tooLong')
    .transform((value, ctx) => {
      const zone = canonicalTimeZone(value);
      if (!zone) ctx.addIssue({ code: 'custom', message: 'invalidTimezone' });
      return zone ?? value;
    }),
);

const phoneList = z
  .array(
    z.preprocess(
      (value) => (typeof value === 'string' ? value.replace(/[\s.-]/g, '') : value),
      z.string({ error: 'invalidType' }).regex(E164_PATTERN, 'invalidPhone'),
    ),
    { error: 'invalidType' },
  )
  .max(5, 'tooLong')
  .transform((phones) => [...new Set(phones)]);

/**
 * The fields a staff member edits. No staff role here: roles change only through
 * `PUT /v1/users/{id}/role` (the `roles` permission area), so a user PATCH can never raise anyone's rights.
 */
const userFields = {
  email: requiredEmail,
  firstName: requiredText(100),
  lastName: requiredText(100),
  gender: optionalEnum(GENDERS),
  dateOfBirth: optionalDate.refine((value) => !value || value <= parisDay(), 'birthDateInFuture'),
  cityOfBirth: optionalText(100),
  language: optionalEnum(USER_LANGUAGES),
  locale: z.preprocess(
    (value) => (value === '' ? null : value),
    z
      .string({ error: 'invalidType' })
      .regex(/^[a-z]{2}-[A-Z]{2}$/, 'pattern')
      .nullable()
      .optional(),
  ),
  timezone: timezoneField.optional(),
  hourDisplay: optionalEnum(HOUR_DISPLAYS),
  mainPhoneNumber: optionalPhone,
  otherPhoneNumbers: phoneList.optional(),
};

export const userCreateSchema = z
  .object({
    ...userFields,
    sendInvitation: z
      .boolean({ error: 'invalidType' })
      .optional()
      .describe('Send the invitation e-mail (a one-time link to choose a password) with the creation'),
  })
  .strict()
  .meta({ id: 'UserCreate' });
export type UserCreate = z.output<typeof userCreateSchema>;
export type UserCreateInput = z.input<typeof userCreateSchema>;

export const userUpdateSchema = z.object(userFields).partial().strict().meta({ id: 'UserUpdate' });
export type UserUpdate = z.output<typeof userUpdateSchema>;

export const userRoleSchema = z
  .object({
    staffRole: z.enum(STAFF_ROLES, { error: 'invalidChoice' }).nullable(),
  })
  .strict()
  .meta({ id: 'UserRoleChange' });
export type UserRoleChange = z.output<typeof userRoleSchema>;

export const userSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    gender: z.enum(GENDERS),
    dateOfBirth: z.string().nullable(),
    cityOfBirth: z.string().nullable(),
    language: z.string(),
    locale: z.string(),
    timezone: z.string(),
    hourDisplay: z.string(),
    mainPhoneNumber: z.string().nullable(),
    otherPhoneNumbers: z.array(z.string()),
    staffRole: z
      .enum(STAFF_ROLES)
      .nullable()
      .describe('Back-office role; changed only by PUT /v1/users/{id}/role'),
    account: userAccountSchema.describe(
      'Sign-in account: invitation, password, last sign-in (changed by invitations and sign-ins, never by a PATCH)',
    ),
    createdDate: z.string(),
    updatedDate: z.string(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const userList = defineList(userListDeclaration);
export type UserListQuery = z.output<typeof userList.querySchema>;

export const userListResponseSchema = listResponse(userSchema);
export const userResponseSchema = itemResponse(userSchema);
