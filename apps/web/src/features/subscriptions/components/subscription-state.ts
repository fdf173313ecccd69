/** Today in the browser's calendar, as the API writes days (YYYY-MM-DD). */
export function todayIso(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whether a subscription serves today, will, or did. */
export function subscriptionState(
  subscription: { startDate: string; endDate: string },
  today = todayIso(),
): 'upcoming' | 'running' | 'ended' {
  if (subscription.startDate > today) return 'upcoming';
  return subscription.endDate < today ? 'ended' : 'running';
}
