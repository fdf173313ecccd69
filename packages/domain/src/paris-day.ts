// The product's calendar is Paris' (spec §9: Europe/Paris, whatever the machine's or the browser's zone):
// "today" for leaders' jobs, active members and date rules is the day in Paris, also between midnight and
// 2 a.m. there, when the UTC day (`toISOString().slice(0, 10)`) is still yesterday. The database's
// `current_date` says the same: every connection runs in this zone (packages/db/src/database.ts).

export const PARIS_TIME_ZONE = 'Europe/Paris';

const parisParts = new Intl.DateTimeFormat('en-US', {
  timeZone: PARIS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day in Paris at `at` (now by default), as the API writes a date: "2026-03-02". */
export function parisDay(at: Date = new Date()): string {
  const parts = parisParts.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
