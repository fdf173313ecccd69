import { z } from 'zod';
import { JOB_DEPARTMENTS, JOB_TITLES } from './enums.ts';
import { optionalDate, optionalEnum, optionalId, requiredDate, requiredEnum } from './fields.ts';
import { defineList, enumFilter, idFilter } from './list-definition.ts';
import { integerId, itemResponse, listResponse } from './list-query.ts';

// A person's job in an establishment or a group (catalogue "Users"): job title, department, entry and
// exit dates. The person and the establishment or group of a job never change: end it and start another.

const calendarDay = z.iso.date({ error: 'invalidDate' }).optional();

const jobFields = {
  jobTitle: requiredEnum(JOB_TITLES),
  department: optionalEnum(JOB_DEPARTMENTS),
  entryDate: requiredDate,
  exitDate: optionalDate,
};

const servicePeriodFields = {
  veterinaryServiceOptionId: optionalId,
  servicePeriodStartDate: optionalDate,
  servicePeriodEndDate: optionalDate,
};

type JobDates = {
  entryDate?: string;
  exitDate?: string | null;
  servicePeriodStartDate?: string | null;
  servicePeriodEndDate?: string | null;
};

/** An exit date, when there is one, comes strictly after the entry date (spec §5); the same for a service period. */
export function checkJobDates(value: JobDates, ctx: z.RefinementCtx) {
  if (value.entryDate && value.exitDate && value.exitDate <= value.entryDate) {
    ctx.addIssue({ code: 'custom', path: ['exitDate'], message: 'exitBeforeEntry' });
  }
  if (
    value.servicePeriodStartDate &&
    value.servicePeriodEndDate &&
    value.servicePeriodEndDate < value.servicePeriodStartDate
  ) {
    ctx.addIssue({ code: 'custom', path: ['servicePeriodEndDate'], message: 'endBeforeStart' });
  }
}

/** The job title that makes its holder sign an establishment's SEPA mandates and give its bank details (spec §6). */
export const LEADER_JOB_TITLE = 'VETERINARIAN_LEADER';

/** What makes a job a leadership: its title and its dates. */
export interface JobTerms {
  jobTitle: string;
  entryDate: string;
  exitDate: string | null;
}
export type LeadershipChange = 'given' | 'changed' | 'ended';

/**
 * How a write on a job changes a leadership (issue 20): given (a leader job created, or the title set),
 * ended (removed, or the title taken away), changed (its dates), or null when no leadership is touched.
 * `before` is null for a creation, `after` for a removal.
 */
export function leadershipChange(before: JobTerms | null, after: JobTerms | null): LeadershipChange | null {
  const wasLeader = before?.jobTitle === LEADER_JOB_TITLE;
  const isLeader = after?.jobTitle === LEADER_JOB_TITLE;
  if (!wasLeader && !isLeader) return null;
  if (!wasLeader) return 'given';
  if (!isLeader) return 'ended';
  const moved = before?.entryDate !== after?.entryDate || before?.exitDate !== after?.exitDate;
  return moved ? 'changed' : null;
}

const userSummary = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

const jobResponseFields = {
  id: z.number().int(),
  userId: z.number().int(),
  user: userSummary,
  jobTitle: z.enum(JOB_TITLES),
  department: z.enum(JOB_DEPARTMENTS).nullable(),
  entryDate: z.string(),
  exitDate: z.string().nullable(),
  active: z.boolean().describe('Entered on or before today and not left before today'),
  createdDate: z.string(),
  updatedDate: z.string(),
};

/** toEntryDate / fromExitDate: who was in the team at some point of a period (catalogue "Users"). */
const jobPeriodQuery = {
  toEntryDate: calendarDay.describe('Entered on or before this day (YYYY-MM-DD)'),
  fromExitDate: calendarDay.describe('Not left before this day: no exit date, or one on or after it'),
};

const withQuery = <T extends z.ZodType, E extends z.ZodRawShape>(schema: T, extra: E) =>
  (schema as unknown as z.ZodObject).extend(extra) as unknown as z.ZodType<
    z.output<T> & z.output<z.ZodObject<E>>
  >;

// ---------------------------------------------------------------- establishment teams

export const establishmentUserCreateSchema = z
  .object({
    ...jobFields,
    ...servicePeriodFields,
    userId: integerId,
    veterinaryEstablishmentId: integerId,
  })
  .strict()
  .superRefine(checkJobDates)
  .meta({ id: 'VeterinaryEstablishmentUserCreate' });
export type EstablishmentUserCreate = z.output<typeof establishmentUserCreateSchema>;
export type EstablishmentUserCreateInput = z.input<typeof establishmentUserCreateSchema>;

export const establishmentUserUpdateSchema = z
  .object({ ...jobFields, ...servicePeriodFields })
  .partial()
  .strict()
  .superRefine(checkJobDates)
  .meta({ id: 'VeterinaryEstablishmentUserUpdate' });
export type EstablishmentUserUpdate = z.output<typeof establishmentUserUpdateSchema>;

export const establishmentUserSchema = z
  .object({
    ...jobResponseFields,
    veterinaryEstablishmentId: z.number().int(),
    veterinaryEstablishment: z.object({ id: z.number().int(), name: z.string(), privilegedCode: z.string() }),
    veterinaryServiceOptionId: z.number().int().nullable(),
    servicePeriodStartDate: z.string().nullable(),
    servicePeriodEndDate: z.string().nullable(),
  })
  .meta({ id: 'VeterinaryEstablishmentUser' });
export type EstablishmentUser = z.infer<typeof establishmentUserSchema>;

export const establishmentUserList = defineList({
  filters: {
    id: idFilter('Jobs with these ids'),
    userId: idFilter('Jobs of these users'),
    jobTitle: enumFilter(JOB_TITLES, 'Jobs with these titles'),
    department: enumFilter(JOB_DEPARTMENTS, 'Jobs in these departments'),
    veterinaryEstablishmentId: idFilter('Jobs in these establishments'),
    veterinaryServiceOptionId: idFilter('Jobs tied to these service options'),
  },
  sorts: ['entryDate', 'exitDate', 'jobTitle', 'lastName', 'establishmentName'],
  defaultSort: [{ field: 'entryDate', direction: 'desc' }],
});

export const establishmentUserQuerySchema = withQuery(establishmentUserList.querySchema, {
  ...jobPeriodQuery,
  fromServicePeriodStartDate: calendarDay.describe('Service period starting on or after this day'),
  toServicePeriodStartDate: calendarDay.describe('Service period starting on or before this day'),
  fromServicePeriodEndDate: calendarDay.describe('Service period ending on or after this day'),
  toServicePeriodEndDate: calendarDay.describe('Service period ending on or before this day'),
});
export type EstablishmentUserQuery = z.output<typeof establishmentUserQuerySchema>;

export const establishmentUserListResponseSchema = listResponse(establishmentUserSchema);
export const establishmentUserResponseSchema = itemResponse(establishmentUserSchema);

// ---------------------------------------------------------------- group teams

export const groupUserCreateSchema = z
  .object({ ...jobFields, userId: integerId, veterinaryGroupId: integerId })
  .strict()
  .superRefine(checkJobDates)
  .meta({ id: 'VeterinaryGroupUserCreate' });
export type GroupUserCreate = z.output<typeof groupUserCreateSchema>;
export type GroupUserCreateInput = z.input<typeof groupUserCreateSchema>;

export const groupUserUpdateSchema = z
  .object(jobFields)
  .partial()
  .strict()
  .superRefine(checkJobDates)
  .meta({ id: 'VeterinaryGroupUserUpdate' });
export type GroupUserUpdate = z.output<typeof groupUserUpdateSchema>;

export const groupUserSchema = z
  .object({
    ...jobResponseFields,
    veterinaryGroupId: z.number().int(),
    veterinaryGroup: z.object({ id: z.number().int(), entitled: z.string(), groupCode: z.string() }),
  })
  .meta({ id: 'VeterinaryGroupUser' });
export type GroupUser = z.infer<typeof groupUserSchema>;

export const groupUserList = defineList({
  filters: {
    id: idFilter('Jobs with these ids'),
    userId: idFilter('Jobs of these users'),
    jobTitle: enumFilter(JOB_TITLES, 'Jobs with these titles'),
    department: enumFilter(JOB_DEPARTMENTS, 'Jobs in these departments'),
    veterinaryGroupId: idFilter('Jobs in these groups'),
  },
  sorts: ['entryDate', 'exitDate', 'jobTitle', 'lastName', 'groupEntitled'],
  defaultSort: [{ field: 'entryDate', direction: 'desc' }],
});

export const groupUserQuerySchema = withQuery(groupUserList.querySchema, jobPeriodQuery);
export type GroupUserQuery = z.output<typeof groupUserQuerySchema>;

export const groupUserListResponseSchema = listResponse(groupUserSchema);
export const groupUserResponseSchema = itemResponse(groupUserSchema);

// ---------------------------------------------------------------- manufacturer staff (read only)

export const manufacturerUserSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    user: userSummary,
    manufacturerId: z.number().int(),
    jobTitle: z.enum(JOB_TITLES),
    department: z.enum(JOB_DEPARTMENTS).nullable(),
    createdDate: z.string(),
    updatedDate: z.string(),
  })
  .meta({ id: 'ManufacturerUser' });
export type ManufacturerUser = z.infer<typeof manufacturerUserSchema>;

export const manufacturerUserList = defineList({
  filters: {
    id: idFilter('Jobs with these ids'),
    userId: idFilter('Jobs of these users'),
    manufacturerId: idFilter('Jobs at these manufacturers'),
    jobTitle: enumFilter(JOB_TITLES, 'Jobs with these titles'),
    department: enumFilter(JOB_DEPARTMENTS, 'Jobs in these departments'),
  },
  sorts: ['jobTitle', 'lastName'],
  defaultSort: [{ field: 'lastName', direction: 'asc' }],
});
export type ManufacturerUserQuery = z.output<typeof manufacturerUserList.querySchema>;

export const manufacturerUserListResponseSchema = listResponse(manufacturerUserSchema);
