import type { users } from '@vetbo/db/schema/index';
import { invitationState } from '@vetbo/domain/user-account';
import type { User, UserCreate, UserUpdate } from '@vetbo/domain/users';
import { apiDateTime, optionalApiDateTime } from '../../lib/list.ts';

export type UserRow = typeof users.$inferSelect;
type Columns = Partial<
  Omit<typeof users.$inferInsert, 'id' | 'createdDate' | 'updatedDate' | 'passwordHash'>
>;

/** The API's user: never the password hash. */
export const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  gender: row.gender,
  dateOfBirth: row.dateOfBirth,
  cityOfBirth: row.cityOfBirth,
  language: row.language,
  locale: row.locale,
  timezone: row.timezone,
  hourDisplay: row.hourDisplay,
  mainPhoneNumber: row.mainPhoneNumber,
  otherPhoneNumbers: row.otherPhoneNumbers,
  staffRole: row.staffRole,
  account: {
    invitationState: invitationState({
      sentDate: row.invitationSentDate,
      expiresDate: row.invitationExpiresDate,
      acceptedDate: row.invitationAcceptedDate,
    }),
    invitationSentDate: optionalApiDateTime(row.invitationSentDate),
    invitationExpiresDate: optionalApiDateTime(row.invitationExpiresDate),
    passwordSet: row.passwordHash !== null,
    lastSignInDate: optionalApiDateTime(row.lastSignInDate),
    anonymisedDate: optionalApiDateTime(row.anonymisedDate),
  },
  createdDate: apiDateTime(row.createdDate),
  updatedDate: apiDateTime(row.updatedDate),
});

/**
 * The columns a create or a PATCH sets: a field absent stays as it is (or takes the column's default),
 * null clears an optional field and puts a defaulted one back to its default.
 */
export function toColumns(input: UserCreate | UserUpdate): Columns {
  const columns: Columns = {};
  if (input.email !== undefined) columns.email = input.email;
  if (input.firstName !== undefined) columns.firstName = input.firstName;
  if (input.lastName !== undefined) columns.lastName = input.lastName;
  if (input.gender !== undefined) columns.gender = input.gender ?? 'undefined';
  if (input.dateOfBirth !== undefined) columns.dateOfBirth = input.dateOfBirth;
  if (input.cityOfBirth !== undefined) columns.cityOfBirth = input.cityOfBirth;
  if (input.language !== undefined) columns.language = input.language ?? 'fr';
  if (input.locale !== undefined) columns.locale = input.locale ?? 'fr-FR';
  if (input.timezone !== undefined) columns.timezone = input.timezone;
  if (input.hourDisplay !== undefined) columns.hourDisplay = input.hourDisplay ?? '24h';
  if (input.mainPhoneNumber !== undefined) columns.mainPhoneNumber = input.mainPhoneNumber;
  if (input.otherPhoneNumbers !== undefined) columns.otherPhoneNumbers = input.otherPhoneNumbers;
  return columns;
}
