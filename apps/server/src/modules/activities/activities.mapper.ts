import type { veterinaryEstablishmentActivities } from '@vetbo/db/schema/index';
import type { EstablishmentActivity } from '@vetbo/domain/activities';
import { apiDateTime } from '../../lib/list.ts';

export type ActivityRow = typeof veterinaryEstablishmentActivities.$inferSelect;

export const toActivity = (row: ActivityRow): EstablishmentActivity => ({
  id: row.id,
  veterinaryEstablishmentId: row.veterinaryEstablishmentId,
  activity: row.activity,
  share: row.share,
  createdDate: apiDateTime(row.createdDate),
  updatedDate: apiDateTime(row.updatedDate),
});
