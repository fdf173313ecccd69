import type { User } from '../api/user.ts';

export interface UserFormValues extends Record<string, unknown> {
  firstName: string;
  lastName: string;
  email: string;
  gender: string;
  dateOfBirth: string;
  cityOfBirth: string;
  language: string;
  timezone: string;
  hourDisplay: string;
  mainPhoneNumber: string;
  /** Comma-separated in the form, a list in the API. */
  otherPhoneNumbers: string;
  /** On creation only: the invitation e-mail with its link to choose a password. */
  sendInvitation: boolean;
}

export const USER_FORM_PATHS = [
  'firstName',
  'lastName',
  'email',
  'gender',
  'dateOfBirth',
  'cityOfBirth',
  'language',
  'timezone',
  'hourDisplay',
  'mainPhoneNumber',
  'otherPhoneNumbers',
] as const;

export const toFormValues = (user: User | undefined): UserFormValues => ({
  firstName: user?.firstName ?? '',
  lastName: user?.lastName ?? '',
  email: user?.email ?? '',
  gender: user?.gender ?? 'undefined',
  dateOfBirth: user?.dateOfBirth ?? '',
  cityOfBirth: user?.cityOfBirth ?? '',
  language: user?.language ?? 'fr',
  timezone: user?.timezone ?? 'Europe/Paris',
  hourDisplay: user?.hourDisplay ?? '24h',
  mainPhoneNumber: user?.mainPhoneNumber ?? '',
  otherPhoneNumbers: (user?.otherPhoneNumbers ?? []).join(', '),
  sendInvitation: true,
});

/** The body the API takes: empty optional fields are null, the other phones a list. */
export const toUserPayload = ({ sendInvitation, ...values }: UserFormValues, creating: boolean) => ({
  ...values,
  ...(creating ? { sendInvitation } : {}),
  dateOfBirth: values.dateOfBirth || null,
  cityOfBirth: values.cityOfBirth || null,
  mainPhoneNumber: values.mainPhoneNumber || null,
  otherPhoneNumbers: values.otherPhoneNumbers
    .split(',')
    .map((phone) => phone.trim())
    .filter(Boolean),
});
