import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Activity } from '@vetbo/domain/enums';
import { activitiesApi } from '../../../app/api/activities.ts';

export interface ActivitiesChange {
  establishmentId: number;
  /** Existing activities whose share changed: id → new share (null: not known). */
  shares: { id: number; before: number | null; after: number | null }[];
  /** An activity to declare, with its share. */
  added?: { activity: Activity; share: number | null };
}

const shareOf = (value: number | null) => value ?? 0;

/**
 * Saves the activities panel: the lowered shares first, then the new activity, then the raised shares, so
 * the API's check (shares add up to 100 % at most) holds after each request when it holds at the end.
 */
export async function saveActivities({ establishmentId, shares, added }: ActivitiesChange) {
  const patch = (id: number, share: number | null) =>
    activitiesApi.update({ id, etag: undefined, body: { share } });
  const lowered = shares.filter((change) => shareOf(change.after) <= shareOf(change.before));
  const raised = shares.filter((change) => shareOf(change.after) > shareOf(change.before));
  for (const change of lowered) await patch(change.id, change.after);
  if (added) {
    await activitiesApi.create({
      veterinaryEstablishmentId: establishmentId,
      activity: added.activity,
      share: added.share,
    });
  }
  for (const change of raised) await patch(change.id, change.after);
}

export function useSaveActivities() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveActivities,
    meta: { handlesFieldErrors: true },
    // Also after a failure: the requests before it were saved (the activities and the histories reload).
    onSettled: () => activitiesApi.invalidate(queryClient),
  });
}
