// The invoice line label of a service delivery, from its delivery option's `invoiceLineEntitledPattern`.
//
// Placeholders (decisions.md, "Services"), written `{name}`, case-sensitive, no spaces inside the braces:
//   {entitled}          the delivery's entitled                       "Formation logiciel"
//   {code}              the delivery's code                           "FORM-01"
//   {quantity}          the quantity, French decimal comma            "3", "1,5"
//   {completionDate}    the completion date, dd/MM/yyyy               "05/03/2026"
//   {month}             the completion month, French, and its year    "mars 2026"
//   {establishmentName} the name of the establishment served          "Clinique du Parc"
//   {privilegedCode}    the establishment's privileged code           "ABC123"
// A missing value renders as nothing. Braces that do not hold a name are plain text; a name outside
// this list is refused when the pattern is saved (unknownPlaceholders → 400 "unknownPlaceholder").

export const DELIVERY_LABEL_PLACEHOLDERS = [
  'entitled',
  'code',
  'quantity',
  'completionDate',
  'month',
  'establishmentName',
  'privilegedCode',
] as const;
export type DeliveryLabelPlaceholder = (typeof DELIVERY_LABEL_PLACEHOLDERS)[number];

/** The pattern used when a delivery option has none. */
export const DEFAULT_INVOICE_LINE_PATTERN = '{entitled}';
/** An invoice line label holds at most this many characters (Unicode code points, as PostgreSQL counts). */
export const MAX_INVOICE_LINE_LABEL_LENGTH = 255;

export const FRENCH_MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;

export interface DeliveryLabelValues {
  entitled?: string | null;
  code?: string | null;
  quantity?: number | null;
  /** `YYYY-MM-DD`; gives {completionDate} and {month}. */
  completionDate?: string | null;
  establishmentName?: string | null;
  privilegedCode?: string | null;
}

const PLACEHOLDER = /\{([^{}]*)\}/g;

const isPlaceholder = (name: string): name is DeliveryLabelPlaceholder =>
  (DELIVERY_LABEL_PLACEHOLDERS as readonly string[]).includes(name);

/** The names in braces that are not placeholders, each once, in order of appearance (`{}` gives ''). */
export function unknownPlaceholders(pattern: string): string[] {
  const names = Array.from(pattern.matchAll(PLACEHOLDER), (match) => match[1] ?? '');
  return [...new Set(names.filter((name) => !isPlaceholder(name)))];
}

/** A calendar date `YYYY-MM-DD` that exists, or a RangeError. */
function dateParts(date: string): { year: string; month: string; day: string } {
  const [, year = '', month = '', day = ''] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) ?? [];
  const time = Date.parse(`${year}-${month}-${day}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== date)
    throw new RangeError(`Completion date ${date} is not a YYYY-MM-DD date`);
  return { year, month, day };
}

function placeholderValues(values: DeliveryLabelValues): Record<DeliveryLabelPlaceholder, string> {
  const date = values.completionDate ? dateParts(values.completionDate) : null;
  return {
    entitled: values.entitled ?? '',
    code: values.code ?? '',
    quantity:
      values.quantity === null || values.quantity === undefined
        ? ''
        : String(values.quantity).replace('.', ','),
    completionDate: date ? `${date.day}/${date.month}/${date.year}` : '',
    month: date ? `${FRENCH_MONTHS[Number(date.month) - 1]} ${date.year}` : '',
    establishmentName: values.establishmentName ?? '',
    privilegedCode: values.privilegedCode ?? '',
  };
}

/**
 * The label: placeholders replaced (unknown ones left as typed), runs of white space made one space
 * (a label is one line; an empty value leaves no double space), trimmed, and cut to 255 characters
 * with "…" as the last one.
 */
export function renderDeliveryLabel(pattern: string | null | undefined, values: DeliveryLabelValues): string {
  const replacements = placeholderValues(values);
  const rendered = (pattern || DEFAULT_INVOICE_LINE_PATTERN)
    .replace(PLACEHOLDER, (whole, name: string) => (isPlaceholder(name) ? replacements[name] : whole))
    .replace(/\s+/g, ' ')
    .trim();
  const characters = Array.from(rendered);
  if (characters.length <= MAX_INVOICE_LINE_LABEL_LENGTH) return rendered;
  return `${characters
    .slice(0, MAX_INVOICE_LINE_LABEL_LENGTH - 1)
    .join('')
    .trimEnd()}…`;
}
