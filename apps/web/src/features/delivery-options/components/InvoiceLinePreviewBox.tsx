import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay, todayIso } from '../../../lib/format-date.ts';
import { EXAMPLE_PRIVILEGED_CODE, EXAMPLE_QUANTITY, invoiceLinePreview } from './invoice-line-preview.ts';

interface InvoiceLinePreviewBoxProps {
  /** The pattern, code and label as typed in the panel. */
  pattern: string;
  code: string;
  entitled: string;
}

/**
 * Under the pattern field: the invoice line label an example delivery of the option would get (made today,
 * twice, for an example clinic), rendered as the API renders it, and the names in braces it would refuse.
 */
export function InvoiceLinePreviewBox({ pattern, code, entitled }: InvoiceLinePreviewBoxProps) {
  const { t } = useTranslation();
  const example = {
    quantity: EXAMPLE_QUANTITY,
    completionDate: todayIso(),
    establishmentName: t('deliveryOptions.form.exampleEstablishment'),
    privilegedCode: EXAMPLE_PRIVILEGED_CODE,
  };
  const preview = invoiceLinePreview({ pattern, code, entitled }, example);
  return (
    <Paper withBorder radius="sm" p="sm" bg="gray.0" data-testid="invoice-line-preview">
      <Text size="sm" fw={500}>
        {t('deliveryOptions.form.preview')}
      </Text>
      <Text
        ff="monospace"
        size="sm"
        aria-live="polite"
        data-testid="invoice-line-preview-label"
        style={{ overflowWrap: 'anywhere' }}
      >
        {preview.label || '\u00a0'}
      </Text>
      {preview.unknown.length > 0 && (
        <Text size="sm" c="red.9">
          {t('deliveryOptions.form.unknownPlaceholders', {
            count: preview.unknown.length,
            names: preview.unknown.map((name) => `{${name}}`).join(', '),
          })}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t('deliveryOptions.form.previewExample', {
          quantity: example.quantity,
          date: formatDay(example.completionDate),
          establishment: example.establishmentName,
          privilegedCode: example.privilegedCode,
        })}
      </Text>
    </Paper>
  );
}
