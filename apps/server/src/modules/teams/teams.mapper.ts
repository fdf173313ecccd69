import type {
  manufacturerUsers,
  veterinaryEstablishmentUsers,
  veterinaryGroupUsers,
} from '@vetbo/db/schema/index';
import { parisDay } from '@vetbo/domain/paris-day';
import type { EstablishmentUser, GroupUser, ManufacturerUser } from '@vetbo/domain/teams';
import { apiDateTime } from '../../lib/list.ts';

type UserSummary = { id: number; firstName: string; lastName: string; email: string };

export interface EstablishmentUserRecord {
  job: typeof veterinaryEstablishmentUsers.$inferSelect;
  user: UserSummary;
  establishment: { id: number; name: string; privilegedCode: string };
}

export interface GroupUserRecord {
  job: typeof veterinaryGroupUsers.$inferSelect;
  user: UserSummary;
  group: { id: number; entitled: string; groupCode: string };
}

export interface ManufacturerUserRecord {
  job: typeof manufacturerUsers.$inferSelect;
  user: UserSummary;
}

/** In the team today (the day in Paris): entered on or before today, and no exit date before today. */
const isActive = (entryDate: string, exitDate: string | null) => {
  const day = parisDay();
  return entryDate <= day && (exitDate === null || exitDate >= day);
};

const jobFields = (job: Omit<GroupUserRecord['job'], 'veterinaryGroupId'>, user: UserSummary) => ({
  id: job.id,
  userId: job.userId,
  user: { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email },
  jobTitle: job.jobTitle,
  department: job.department,
  entryDate: job.entryDate,
  exitDate: job.exitDate,
  active: isActive(job.entryDate, job.exitDate),
  createdDate: apiDateTime(job.createdDate),
  updatedDate: apiDateTime(job.updatedDate),
});

export const toEstablishmentUser = ({
  job,
  user,
  establishment,
}: EstablishmentUserRecord): EstablishmentUser => ({
  ...jobFields(job, user),
  veterinaryEstablishmentId: job.veterinaryEstablishmentId,
  veterinaryEstablishment: { ...establishment },
  veterinaryServiceOptionId: job.veterinaryServiceOptionId,
  servicePeriodStartDate: job.servicePeriodStartDate,
  servicePeriodEndDate: job.servicePeriodEndDate,
});

export const toGroupUser = ({ job, user, group }: GroupUserRecord): GroupUser => ({
  ...jobFields(job, user),
  veterinaryGroupId: job.veterinaryGroupId,
  veterinaryGroup: { ...group },
});

export const toManufacturerUser = ({ job, user }: ManufacturerUserRecord): ManufacturerUser => ({
  id: job.id,
  userId: job.userId,
  user: { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email },
  manufacturerId: job.manufacturerId,
  jobTitle: job.jobTitle,
  department: job.department,
  createdDate: apiDateTime(job.createdDate),
  updatedDate: apiDateTime(job.updatedDate),
});
