import { todayIso } from '../../../lib/format-date.ts';

/** Whether a subscription serves today, will, or did. */
export function subscriptionState(
  subscription: { startDate: string; endDate: string },
  today = todayIso(),
): 'upcoming' | 'running' | 'ended' {
  if (subscription.startDate > today) return 'upcoming';
  return subscription.endDate < today ? 'ended' : 'running';
}
