import type { Schema } from '@vetbo/api-client/client';
import { inputAmount } from '@vetbo/domain/money/format';
import { parseEuros } from '@vetbo/domain/money/parse';

type ServiceOption = Schema<'VeterinaryServiceOption'>;

export interface OptionFormValues {
  [key: string]: unknown;
  entitled: string;
  /** Euros as typed: "240,00". */
  unitPriceWithoutVat: string;
  status: string;
}

/** Every input of the panel, by the path used for its `name` and for the API's `errors[].path`. */
export const OPTION_FORM_PATHS = ['entitled', 'unitPriceWithoutVat', 'status'] as const;

export function toOptionFormValues(option?: ServiceOption): OptionFormValues {
  return {
    entitled: option?.entitled ?? '',
    unitPriceWithoutVat: option ? inputAmount(option.unitPriceWithoutVat) : '',
    status: option?.status ?? 'ENABLED',
  };
}

/** What is wrong with the typed price before any schema sees it: nothing typed, or not euros. */
export function priceProblem(text: string): 'required' | 'invalid' | undefined {
  if (text.trim() === '') return 'required';
  return parseEuros(text) === undefined ? 'invalid' : undefined;
}

/** The PATCH body before the domain schema checks it: the price in cents (exactly), or left out. */
export function toOptionPayload(values: OptionFormValues): Record<string, unknown> {
  const cents = parseEuros(values.unitPriceWithoutVat);
  return {
    entitled: values.entitled,
    status: values.status,
    ...(cents === undefined ? {} : { unitPriceWithoutVat: cents }),
  };
}
