// The invoice stepper's values (spec §2.10: accountingCode, establishment, paymentMethod, bankAccount,
// creditor, documentType, documentCategory, invoiceLines), the body they make for
// POST /v1/veterinary_establishment_invoices, the step each field belongs to, and the live totals —
// computed by the domain's `documentTotals`, the function the server prices the document with.
import { documentLineInputSchema, manualDocumentSchema } from '@vetbo/domain/billing/documents';
import { isDirectDebit, isDiscountLine, type LineCategory } from '@vetbo/domain/billing/enums';
import { type DocumentTotals, documentTotals } from '@vetbo/domain/billing/totals';
import { VAT_CATEGORIES, type VatCategory } from '@vetbo/domain/enums';
import { inputAmount } from '@vetbo/domain/money/format';
import { DISCOUNT_TOO_LARGE } from '@vetbo/domain/money/lines';
import { parseEuros } from '@vetbo/domain/money/parse';
import { type Locale, translateValidationMessage } from '@vetbo/domain/validation-messages';
import { schemaForm } from '../../components/forms/schema-form.ts';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { type ParsedPayload, parsePayload } from '../../lib/parse-payload.ts';

export type TargetKind = 'establishment' | 'workgroup';
/** A document may name a period (a subscription's), a delivery date, or neither. */
export type DateKind = 'none' | 'period' | 'delivery';

/** One line as typed (spec §3.9's template): `uid` keeps a line's inputs when lines move. */
export interface LineValues {
  uid: string;
  accountingCode: string;
  productCode: string;
  summary: string;
  description: string;
  category: string;
  vatCategory: string;
  /** In euros, as typed ("12,50"). */
  amountBeforeTax: string;
  quantity: string;
  analyticCode: string;
}

export interface StepperValues {
  targetKind: TargetKind;
  veterinaryEstablishmentId: string;
  veterinaryGroupId: string;
  creditorId: string;
  documentType: string;
  category: string;
  paymentMethod: string;
  billingAccountId: string;
  accountingCode: string;
  dateKind: DateKind;
  periodStartDate: string;
  periodEndDate: string;
  deliveryDate: string;
  lines: LineValues[];
  [key: string]: unknown;
}

const documentForm = schemaForm(manualDocumentSchema, { omit: ['draft'] });
const lineForm = schemaForm(documentLineInputSchema);

/** Required marks, read from the domain schema (`lines.0.summary` too). */
export const isRequiredField = documentForm.isRequired;

let lineCount = 0;
function newUid(): string {
  lineCount += 1;
  return `line-${Date.now().toString(36)}-${lineCount}`;
}

/** The line template: the first VAT category, 1,00 € (spec §3.9), one unit. */
export function emptyLine(): LineValues {
  return {
    ...(lineForm.empty() as Omit<LineValues, 'uid'>),
    uid: newUid(),
    vatCategory: VAT_CATEGORIES[0],
    amountBeforeTax: inputAmount(100),
    quantity: '1',
  };
}

/** The stepper as it starts, and after "Réinitialiser": an invoice with one empty line. */
export function emptyValues(): StepperValues {
  return {
    targetKind: 'establishment',
    veterinaryEstablishmentId: '',
    veterinaryGroupId: '',
    creditorId: '',
    documentType: 'INVOICE',
    category: '',
    paymentMethod: '',
    billingAccountId: '',
    accountingCode: '',
    dateKind: 'none',
    periodStartDate: '',
    periodEndDate: '',
    deliveryDate: '',
    lines: [emptyLine()],
  };
}

/** The request body: the chosen target only, the dates of the chosen kind, the account for a direct debit. */
export function toPayload(values: StepperValues, draft: boolean): Record<string, unknown> {
  const { targetKind, dateKind, lines, ...rest } = values;
  const keep = (condition: boolean, value: string) => (condition ? value : '');
  const body = documentForm.toPayload({
    ...rest,
    veterinaryEstablishmentId: keep(targetKind === 'establishment', rest.veterinaryEstablishmentId),
    veterinaryGroupId: keep(targetKind === 'workgroup', rest.veterinaryGroupId),
    billingAccountId: keep(isDirectDebit(rest.paymentMethod), rest.billingAccountId),
    periodStartDate: keep(dateKind === 'period', rest.periodStartDate),
    periodEndDate: keep(dateKind === 'period', rest.periodEndDate),
    deliveryDate: keep(dateKind === 'delivery', rest.deliveryDate),
    lines: lines.map(({ uid: _uid, ...line }) => line),
  } as never);
  // Ids are sent as numbers (the schema coerces the typed text); fields left empty are not sent.
  return Object.fromEntries(
    Object.entries<unknown>({ ...body, draft })
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, /Id$/.test(key) && /^\d+$/.test(String(value)) ? Number(value) : value]),
  );
}

/** The fields of each step; the API's errors on any other path are shown on the last one. */
const STEP_FIELDS: readonly (readonly string[])[] = [
  ['veterinaryEstablishmentId', 'veterinaryGroupId'],
  [
    'creditorId',
    'documentType',
    'category',
    'paymentMethod',
    'billingAccountId',
    'accountingCode',
    'periodStartDate',
    'periodEndDate',
    'deliveryDate',
  ],
  ['lines'],
];
export const REVIEW_STEP = STEP_FIELDS.length;

export function stepOf(path: string): number {
  const head = path.split('.')[0] ?? '';
  const index = STEP_FIELDS.findIndex((fields) => fields.includes(head));
  return index === -1 ? REVIEW_STEP : index;
}

/** The first step holding one of the errors (REVIEW_STEP when none). */
export const firstStepWithError = (errors: FieldErrors) =>
  Math.min(REVIEW_STEP, ...Object.keys(errors).map(stepOf));

/**
 * The domain schema's checks on the body, with "Ce champ est requis" for an id not chosen yet (the schema
 * would say "integer expected") and the screen's own errors (`extra`: a missing default account…).
 */
export function checkValues(
  values: StepperValues,
  locale: Locale,
  extra: FieldErrors = {},
): ParsedPayload<Record<string, unknown>> {
  const parsed = parsePayload(manualDocumentSchema, toPayload(values, false));
  const errors: FieldErrors = 'errors' in parsed ? { ...parsed.errors } : {};
  const required = translateValidationMessage('required', locale);
  const target = values.targetKind === 'establishment' ? 'veterinaryEstablishmentId' : 'veterinaryGroupId';
  delete errors.veterinaryEstablishmentId;
  if (!values[target]) errors[target] = required;
  if (!values.creditorId) errors.creditorId = required;
  // The schema's rules across fields run once every field is valid: the period's are checked here too.
  if (values.dateKind === 'period') {
    if (!values.periodStartDate) errors.periodStartDate = required;
    if (!values.periodEndDate) errors.periodEndDate = required;
    else if (values.periodEndDate < values.periodStartDate)
      errors.periodEndDate = translateValidationMessage('endBeforeStart', locale);
  }
  if (values.dateKind === 'delivery' && !values.deliveryDate) errors.deliveryDate = required;
  if (isDirectDebit(values.paymentMethod) && !values.billingAccountId) errors.billingAccountId = required;
  Object.assign(errors, extra);
  if (Object.keys(errors).length > 0) return { errors };
  return { data: toPayload(values, false) };
}

/** The errors of one step only (the others are checked when the user gets there). */
export const errorsOfStep = (errors: FieldErrors, step: number): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([path]) => stepOf(path) === step));

export type TotalsPreview =
  | { kind: 'totals'; totals: DocumentTotals }
  /** Discounts larger than what they discount at one VAT rate: "Dépassement du montant total". */
  | { kind: 'overflow'; message: string }
  | { kind: 'none' };

const isVatCategory = (value: string): value is VatCategory =>
  (VAT_CATEGORIES as readonly string[]).includes(value);

/**
 * The totals the server will compute (HT, VAT per rate, TTC), from the lines typed so far; a line whose
 * amount, quantity or VAT is not valid yet counts for nothing. A discount line takes its amount off.
 */
export function previewTotals(lines: readonly LineValues[]): TotalsPreview {
  const priced = lines.flatMap((line) => {
    const amount = parseEuros(line.amountBeforeTax);
    const quantity = Number(line.quantity.trim() || '1');
    if (amount === undefined || amount < 0 || !Number.isSafeInteger(quantity) || quantity < 1) return [];
    if (!isVatCategory(line.vatCategory)) return [];
    const total = amount * quantity;
    const discount = line.category !== '' && isDiscountLine(line.category as LineCategory);
    return [{ amountWithoutVat: discount ? -total : total, vatCategory: line.vatCategory }];
  });
  if (priced.length === 0) return { kind: 'none' };
  try {
    return { kind: 'totals', totals: documentTotals(priced) };
  } catch (error) {
    if (error instanceof RangeError && error.message === DISCOUNT_TOO_LARGE)
      return { kind: 'overflow', message: DISCOUNT_TOO_LARGE };
    if (error instanceof RangeError) return { kind: 'none' };
    throw error;
  }
}

/** A line moved one place up (-1) or down (+1); the list unchanged at either end. */
export function moveLine<T>(lines: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= lines.length) return [...lines];
  const next = [...lines];
  [next[index], next[to]] = [next[to] as T, next[index] as T];
  return next;
}
