// SEPA collections and transfers settle on TARGET2 business days: every day but Saturdays, Sundays,
// 1 January, Good Friday, Easter Monday, 1 May, 25 and 26 December (ECB). Days are ISO "YYYY-MM-DD".

const DAY_MS = 86_400_000;

const toTime = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const toDay = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** Easter Sunday of the Gregorian year (Meeus/Jones/Butcher), as a UTC time. */
function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day);
}

export function isTargetBusinessDay(day: string): boolean {
  const time = toTime(day);
  if (Number.isNaN(time)) throw new RangeError(`Not a day: ${day}`);
  const weekday = new Date(time).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const monthDay = day.slice(5);
  if (monthDay === '01-01' || monthDay === '05-01' || monthDay === '12-25' || monthDay === '12-26')
    return false;
  const easter = easterSunday(Number(day.slice(0, 4)));
  return time !== easter - 2 * DAY_MS && time !== easter + DAY_MS;
}

/** The day itself when it is a TARGET2 business day, else the next one. */
export function nextTargetBusinessDay(day: string): string {
  let time = toTime(day);
  while (!isTargetBusinessDay(toDay(time))) time += DAY_MS;
  return toDay(time);
}

/** The `count`-th TARGET2 business day after `day` (1 = the next one). */
export function addTargetBusinessDays(day: string, count: number): string {
  let time = toTime(day);
  for (let left = count; left > 0; ) {
    time += DAY_MS;
    if (isTargetBusinessDay(toDay(time))) left -= 1;
  }
  return toDay(time);
}

/** The later of two ISO days. */
export const laterDay = (a: string, b: string): string => (a >= b ? a : b);
