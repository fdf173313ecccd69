import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { Schema } from '@vetbo/api-client/client';
import { useTranslation } from 'react-i18next';
import { InfoSection } from '../../../components/detail/InfoSections.tsx';
import { DetailList } from '../../../components/ui/DetailList.tsx';
import { amountText, type DocumentColumn, DocumentTable } from './DocumentTable.tsx';
import { vatRateText } from './document-format.ts';

type Detail = Schema<'BillingDocumentDetail'>;
type Line = Detail['lines'][number];
type VatRow = Detail['vatBreakdown'][number];

/** The lines as issued, then the VAT per rate and the totals (stored at issue, never recomputed). */
export function DocumentLines({ document }: { document: Detail }) {
  const { t } = useTranslation();
  const text = (key: string) => t(`billingDocuments.detail.${key}` as 'billingDocuments.detail.pdf');
  const invoice = document.documentType === 'INVOICE';
  const lineColumns: DocumentColumn<Line>[] = [
    {
      label: text('lines.summary'),
      render: (line) => (
        <>
          <Text span size="sm">
            {line.summary}
          </Text>
          {line.description && (
            <Text size="xs" c="dimmed">
              {line.description}
            </Text>
          )}
        </>
      ),
    },
    { label: text('lines.quantity'), numeric: true, render: (line) => line.quantity },
    { label: text('lines.unitPrice'), numeric: true, render: (line) => amountText(line.unitPriceWithoutVat) },
    { label: text('lines.vatRate'), numeric: true, render: (line) => vatRateText(line.vatRate) },
    { label: text('lines.amount'), numeric: true, render: (line) => amountText(line.amountWithoutVat) },
    ...(invoice
      ? [
          {
            label: text('lines.credited'),
            numeric: true,
            render: (line: Line) => amountText(line.creditedAmount),
          },
        ]
      : []),
  ];
  const vatColumns: DocumentColumn<VatRow>[] = [
    { label: text('vat.rate'), render: (row) => vatRateText(row.rate) },
    { label: text('vat.base'), numeric: true, render: (row) => amountText(row.base) },
    { label: text('vat.vat'), numeric: true, render: (row) => amountText(row.vat) },
  ];
  return (
    <Stack gap="md">
      <InfoSection title={text('sections.lines')}>
        <DocumentTable
          rows={document.lines}
          rowKey={(line) => line.id}
          columns={lineColumns}
          caption={text('sections.lines')}
          empty="—"
          minWidth={700}
        />
      </InfoSection>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <InfoSection title={text('sections.vat')}>
          <DocumentTable
            rows={document.vatBreakdown}
            rowKey={(row) => row.rate}
            columns={vatColumns}
            caption={text('sections.vat')}
            empty="—"
          />
        </InfoSection>
        <InfoSection title={text('sections.totals')}>
          <DetailList
            emptyText="—"
            items={[
              { label: text('totals.withoutVat'), value: amountText(document.amountWithoutVat) },
              { label: text('totals.vat'), value: amountText(document.vatAmount) },
              { label: text('totals.withVat'), value: amountText(document.amountWithVat, true) },
              { label: text('totals.paid'), value: amountText(document.paidAmount) },
              {
                label: text(invoice ? 'totals.remaining' : 'totals.toRefund'),
                value: amountText(document.amountWithVat - document.paidAmount, true),
              },
            ]}
          />
        </InfoSection>
      </SimpleGrid>
    </Stack>
  );
}
