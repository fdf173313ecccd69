// A day typed and shown as a French reader writes it (jj/mm/aaaa), kept as the API's ISO day (aaaa-mm-jj).
// The browser's own date input follows the browser's language (mm/dd/yyyy in an English Chromium), so the
// screens type days as text through these two functions (spec §9: French dates whatever the language).

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const FRENCH_DAY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

const pad = (value: number) => String(value).padStart(2, '0');

function isRealDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1000 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** '2026-11-27' → '27/11/2026'; anything else is shown as it is (text being typed). */
export function toFrenchDay(value: string | null | undefined): string {
  const match = ISO_DAY.exec(value ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : (value ?? '');
}

/**
 * What was typed → the ISO day: '27/11/2026', '27.11.2026', '7/3/2026', '27112026' and a pasted
 * '2026-11-27' are days; '' is no day; anything else (incomplete, 31/02) is `invalid`.
 */
export function parseFrenchDay(text: string): { day: string } | { empty: true } | { invalid: true } {
  const typed = text.trim();
  if (typed === '') return { empty: true };
  const iso = ISO_DAY.exec(typed);
  const digits = /^\d{8}$/.test(typed) ? [typed.slice(0, 2), typed.slice(2, 4), typed.slice(4)] : null;
  const french = FRENCH_DAY.exec(typed);
  const [day, month, year] = iso
    ? [iso[3], iso[2], iso[1]]
    : digits
      ? digits
      : french
        ? [french[1], french[2], french[3]]
        : [];
  if (day === undefined || month === undefined || year === undefined) return { invalid: true };
  const [d, m, y] = [Number(day), Number(month), Number(year)];
  return isRealDay(y, m, d) ? { day: `${y}-${pad(m)}-${pad(d)}` } : { invalid: true };
}
