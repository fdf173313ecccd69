// When a client account ends: its `endDate` is its last day (included, Paris' calendar); the row stays.

export type ClientAccountEnd = { state: 'open' } | { state: 'ending' | 'ended'; day: string };

/** Open without an end day; "ending" through its last day (today included); "ended" from the day after. */
export function clientAccountEnd(endDate: string | null, today: string): ClientAccountEnd {
  if (!endDate) return { state: 'open' };
  return { state: endDate < today ? 'ended' : 'ending', day: endDate };
}
