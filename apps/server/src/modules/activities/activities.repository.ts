import type { Db } from '@vetbo/db/database';
import { veterinaryEstablishmentActivities as activities } from '@vetbo/db/schema/index';
import { type ActivityListQuery, activityList } from '@vetbo/domain/activities';
import { bindList, paginate } from '../../lib/list-sql.ts';
import { inIds, preparedOnce } from '../../lib/prepared.ts';

const list = bindList(activityList, {
  table: activities,
  id: activities.id,
  createdDate: activities.createdDate,
  updatedDate: activities.updatedDate,
  filters: {
    id: activities.id,
    veterinaryEstablishmentId: activities.veterinaryEstablishmentId,
    activity: activities.activity,
  },
  sorts: { activity: activities.activity, share: activities.share },
});

const activityRows = preparedOnce('activities_page_rows', (db, name) =>
  db.select().from(activities).where(inIds(activities.id)).prepare(name),
);

export function findActivityPage(db: Db, request: { query: ActivityListQuery; rawKeys: readonly string[] }) {
  return paginate(db, list, request, (ids) => activityRows(db).execute({ ids }));
}
