import { z } from 'zod';
import { userSchema } from './users.ts';

const rows = (description: string) => z.array(z.record(z.string(), z.unknown())).describe(description);

/** Everything the product holds about one user (GET /v1/users/{id}/privacy_export). */
export const privacyExportSchema = z
  .object({
    exportedDate: z.string(),
    user: userSchema,
    establishmentJobs: rows('Their jobs in establishment teams'),
    groupJobs: rows('Their jobs in group teams'),
    manufacturerJobs: rows('Their jobs with manufacturers'),
    historyAuthored: rows('Changes they made'),
    historyAbout: rows('Changes made to their own record'),
    outboxMessages: rows('E-mail messages written to them'),
  })
  .meta({ id: 'PrivacyExport' });
export type PrivacyExport = z.infer<typeof privacyExportSchema>;
export const privacyExportResponseSchema = z.object({ data: privacyExportSchema });

/** The fields anonymisation replaces: in the user, in their outbox messages and in the history of their record. */
export const PERSONAL_USER_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'gender',
  'dateOfBirth',
  'cityOfBirth',
  'mainPhoneNumber',
  'otherPhoneNumbers',
] as const;

export const ANONYMISED_TEXT = '[anonymisé]';
export const anonymisedEmail = (id: number) => `anonyme-${id}@anonyme.invalid`;
