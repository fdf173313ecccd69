// The subscription side panel's values ⇄ the API's body. The parameters are the fields of the option's
// service code (parameterFieldsOf, the same list the API's schema checks), held as the inputs hold them.
import type { Schema } from '@vetbo/api-client/client';
import { inputAmount } from '@vetbo/domain/money/format';
import { parseEuros } from '@vetbo/domain/money/parse';
import {
  parameterFieldsOf,
  type ServiceCode,
  type SubscriptionParameterField,
} from '@vetbo/domain/services/catalogue';

export interface CentralCodeRow {
  [key: string]: unknown;
  central: string;
  foodCode: string;
  medicineCode: string;
}

export interface ParameterValues {
  [key: string]: unknown;
  contractType: string;
  subscriptionType: string;
  collaboratorCount: string;
  collaboratorPrice: string;
  quantity: string;
  crmClientCode: string;
  veterinaryCount: string;
  amount: string;
  vpMaintPackage: string;
  central: string;
  centralPurchasingCode: string;
  centralPurchasingId: string;
  deliveryDays: string[];
  remunerationPackage: string;
  withOTCCommission: boolean;
  rfaCashAdvance: string;
  ngoAmPackage: string;
  withMedicine: boolean;
  centralCodes: CentralCodeRow[];
}

export interface SubscriptionFormValues {
  [key: string]: unknown;
  veterinaryServiceOptionId: string;
  startDate: string;
  endDate: string;
  invoiceLabel: string;
  parameters: ParameterValues;
}

/** How each parameter is typed in the form. */
export const PARAMETER_INPUTS: Record<
  SubscriptionParameterField,
  'select' | 'integer' | 'euros' | 'text' | 'days' | 'checkbox' | 'centralCodes'
> = {
  contractType: 'select',
  subscriptionType: 'select',
  collaboratorCount: 'integer',
  collaboratorPrice: 'euros',
  quantity: 'integer',
  crmClientCode: 'text',
  veterinaryCount: 'integer',
  amount: 'euros',
  vpMaintPackage: 'select',
  central: 'select',
  centralPurchasingCode: 'text',
  centralPurchasingId: 'text',
  deliveryDays: 'days',
  remunerationPackage: 'select',
  withOTCCommission: 'checkbox',
  rfaCashAdvance: 'select',
  ngoAmPackage: 'select',
  withMedicine: 'checkbox',
  centralCodes: 'centralCodes',
};

export const emptyCentralCodeRow = (): CentralCodeRow => ({ central: '', foodCode: '', medicineCode: '' });

const emptyParameters = (): ParameterValues => ({
  contractType: 'CALENDAR_YEAR',
  subscriptionType: 'BY_MONTH',
  collaboratorCount: '',
  collaboratorPrice: '',
  quantity: '1',
  crmClientCode: '',
  veterinaryCount: '1',
  amount: '',
  vpMaintPackage: '',
  central: '',
  centralPurchasingCode: '',
  centralPurchasingId: '',
  deliveryDays: [],
  remunerationPackage: '',
  withOTCCommission: false,
  rfaCashAdvance: 'NONE',
  ngoAmPackage: 'NGO_AM',
  withMedicine: false,
  centralCodes: [emptyCentralCodeRow()],
});

type StoredParameters = Record<string, unknown>;
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function toParameterValues(stored: StoredParameters | undefined): ParameterValues {
  const values = emptyParameters();
  if (!stored) return values;
  for (const [field, input] of Object.entries(PARAMETER_INPUTS)) {
    const value = stored[field];
    if (value === undefined) continue;
    if (input === 'euros') values[field] = inputAmount(value as number);
    else if (input === 'checkbox') values[field] = Boolean(value);
    else if (input === 'days') values[field] = [...(value as string[])];
    else if (input === 'centralCodes')
      values.centralCodes = (value as Record<string, unknown>[]).map((row) => ({
        central: text(row.central),
        foodCode: text(row.foodCode),
        medicineCode: text(row.medicineCode),
      }));
    else values[field] = text(value);
  }
  return values;
}

export function toSubscriptionFormValues(
  subscription?: Schema<'ServiceSubscriptionWithPeriods'>,
): SubscriptionFormValues {
  return {
    veterinaryServiceOptionId: subscription ? String(subscription.veterinaryServiceOptionId) : '',
    startDate: subscription?.startDate ?? '',
    endDate: subscription?.endDate ?? '',
    invoiceLabel: subscription?.invoiceLabel ?? '',
    parameters: toParameterValues(subscription?.parameters as StoredParameters | undefined),
  };
}

// A value the schema will refuse with the right message stays as typed (a string where a number goes).
const integer = (value: string) =>
  /^\d+$/.test(value.trim()) ? Number(value.trim()) : value.trim() || undefined;
const cents = (value: string) => (value.trim() === '' ? undefined : (parseEuros(value) ?? value));

/** The parameters of `code` only, typed as the API takes them. */
export function toParametersPayload(values: ParameterValues, code: ServiceCode): Record<string, unknown> {
  const payload: Record<string, unknown> = { serviceCode: code };
  for (const field of parameterFieldsOf(code)) {
    const value = values[field];
    const input = PARAMETER_INPUTS[field];
    if (input === 'integer') payload[field] = integer(value as string);
    else if (input === 'euros')
      payload[field] = field === 'amount' && value === '' ? 0 : cents(value as string);
    else if (input === 'select' || input === 'text') payload[field] = (value as string) || undefined;
    else if (input === 'centralCodes')
      payload[field] = (value as CentralCodeRow[]).map((row) => ({
        central: row.central || undefined,
        foodCode: row.foodCode || undefined,
        medicineCode: row.medicineCode || null,
      }));
    else payload[field] = value;
  }
  return payload;
}

export function toSubscriptionCreatePayload(
  values: SubscriptionFormValues,
  establishmentId: number,
  code: ServiceCode | undefined,
): Record<string, unknown> {
  return {
    veterinaryEstablishmentId: establishmentId,
    veterinaryServiceOptionId: values.veterinaryServiceOptionId
      ? Number(values.veterinaryServiceOptionId)
      : undefined,
    startDate: values.startDate,
    endDate: values.endDate || null,
    invoiceLabel: values.invoiceLabel || null,
    parameters: code ? toParametersPayload(values.parameters, code) : undefined,
  };
}

export function toSubscriptionUpdatePayload(
  values: SubscriptionFormValues,
  code: ServiceCode,
): Record<string, unknown> {
  return {
    invoiceLabel: values.invoiceLabel || null,
    parameters: toParametersPayload(values.parameters, code),
  };
}

/** The fields an error may land on: the dates, the option and each parameter (rows included). */
export function subscriptionFormPaths(values: SubscriptionFormValues): string[] {
  const rows = values.parameters.centralCodes.flatMap((_row, index) =>
    ['central', 'foodCode', 'medicineCode'].map((key) => `parameters.centralCodes.${index}.${key}`),
  );
  return [
    'veterinaryServiceOptionId',
    'startDate',
    'endDate',
    'invoiceLabel',
    'parameters.serviceCode',
    ...Object.keys(PARAMETER_INPUTS).map((field) => `parameters.${field}`),
    ...values.parameters.deliveryDays.map((_day, index) => `parameters.deliveryDays.${index}`),
    ...rows,
  ];
}
