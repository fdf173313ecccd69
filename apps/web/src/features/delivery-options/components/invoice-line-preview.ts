// The live preview of a delivery option's invoice line label: the domain's renderer (the one the API uses
// to label a delivery's line) on an example delivery made from the option being typed.
import {
  DELIVERY_LABEL_PLACEHOLDERS,
  type DeliveryLabelValues,
  renderDeliveryLabel,
  unknownPlaceholders,
} from '@vetbo/domain/services/delivery-label';

/** The example delivery's own values; its code and label are the form's. */
export interface ExampleDelivery {
  quantity: number;
  /** `YYYY-MM-DD` */
  completionDate: string;
  establishmentName: string;
  privilegedCode: string;
}

export const EXAMPLE_QUANTITY = 2;
export const EXAMPLE_PRIVILEGED_CODE = 'PARC01';

/** The placeholders as a user types them: `{entitled}, {code}, …`. */
export const PLACEHOLDER_LIST = DELIVERY_LABEL_PLACEHOLDERS.map((name) => `{${name}}`).join(', ');

export interface InvoiceLinePreview {
  /** The label the example delivery's invoice line would carry. */
  label: string;
  /** Names in braces the API will refuse (`{}` counts, as the empty name). */
  unknown: string[];
}

/** What a delivery made from these values would show on its invoice line. */
export function invoiceLinePreview(
  option: { pattern: string; code: string; entitled: string },
  example: ExampleDelivery,
): InvoiceLinePreview {
  const values: DeliveryLabelValues = {
    entitled: option.entitled.trim(),
    // The API stores the code upper-case: the line shows it so.
    code: option.code.trim().toUpperCase(),
    ...example,
  };
  return {
    label: renderDeliveryLabel(option.pattern, values),
    unknown: unknownPlaceholders(option.pattern),
  };
}
