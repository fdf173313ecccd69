import { SimpleGrid } from '@mantine/core';
import type { Schema } from '@vetbo/api-client/client';
import { useTranslation } from 'react-i18next';
import { InfoSection } from '../../../components/detail/InfoSections.tsx';
import { formatDateTime, formatDay } from '../../../lib/format-date.ts';
import { amountText, DocumentTable } from './DocumentTable.tsx';
import { PaymentStatusBadge } from './PaymentStatusBadge.tsx';

type Detail = Schema<'BillingDocumentDetail'>;

/** Each payment status recorded (newest first) and each reminder sent. */
export function DocumentPayments({ document }: { document: Detail }) {
  const { t } = useTranslation();
  const text = (key: string) => t(`billingDocuments.detail.${key}` as 'billingDocuments.detail.pdf');
  return (
    <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="md">
      <InfoSection title={text('payments.title')}>
        <DocumentTable
          rows={document.payments}
          rowKey={(payment) => payment.id}
          caption={text('payments.title')}
          empty={text('payments.empty')}
          columns={[
            { label: text('payments.date'), render: (payment) => formatDay(payment.paymentDate) },
            {
              label: text('payments.status'),
              render: (payment) => <PaymentStatusBadge status={payment.paymentStatus} />,
            },
            {
              label: text('payments.amount'),
              numeric: true,
              render: (payment) => amountText(payment.paidAmount),
            },
            { label: text('payments.comment'), render: (payment) => payment.comment },
          ]}
        />
      </InfoSection>
      <InfoSection title={text('reminders.title')}>
        <DocumentTable
          rows={document.reminders}
          rowKey={(reminder) => reminder.id}
          caption={text('reminders.title')}
          empty={text('reminders.empty')}
          columns={[
            { label: text('reminders.date'), render: (reminder) => formatDateTime(reminder.createdDate) },
            { label: text('reminders.recipient'), render: (reminder) => reminder.recipient },
          ]}
        />
      </InfoSection>
    </SimpleGrid>
  );
}
