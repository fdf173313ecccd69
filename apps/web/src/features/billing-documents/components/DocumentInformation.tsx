import type { Schema } from '@vetbo/api-client/client';
import { screenAmount } from '@vetbo/domain/money/format';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { InfoSections } from '../../../components/detail/InfoSections.tsx';
import { AnchorLink } from '../../../components/ui/links.tsx';
import { formatDay } from '../../../lib/format-date.ts';

type Detail = Schema<'BillingDocumentDetail'>;

const link = (to: string, id: number, text: string) => (
  <AnchorLink {...({ to, params: { id: String(id) } } as unknown as { to: never })}>{text}</AnchorLink>
);

/** Who bills whom, the dates and how it is paid (the parties' addresses are printed on the PDF). */
export function DocumentInformation({ document }: { document: Detail }) {
  const { t } = useTranslation();
  const label = (field: string) => t(`billingDocuments.fields.${field}` as 'billingDocuments.fields.number');
  const section = (name: string) =>
    t(`billingDocuments.detail.sections.${name}` as 'billingDocuments.detail.sections.client');
  const period =
    document.periodStartDate && document.periodEndDate
      ? t('billingDocuments.periodValue', {
          from: formatDay(document.periodStartDate),
          to: formatDay(document.periodEndDate),
        })
      : null;
  return (
    <InfoSections
      record={document}
      label={label}
      sections={[
        {
          title: section('client'),
          fields: [
            {
              field: 'client',
              value: (d) =>
                d.veterinaryEstablishmentId
                  ? link(ROUTE_PATHS['establishments-id'], d.veterinaryEstablishmentId, d.client)
                  : d.veterinaryGroupId
                    ? link(ROUTE_PATHS['workgroups-id'], d.veterinaryGroupId, d.client)
                    : d.client,
            },
            {
              field: 'senderAddressIdentityName',
              value: (d) => d.senderAddressIdentityName,
              hidden: !document.senderAddressIdentityName,
            },
            'accountingCode',
            {
              field: 'creditor',
              value: (d) => link(ROUTE_PATHS['creditors-id'], d.creditorId, d.creditorName),
            },
            {
              field: 'precedingInvoice',
              hidden: !document.precedingInvoiceId,
              value: (d) =>
                d.precedingInvoiceId &&
                link(
                  ROUTE_PATHS['invoices-id'],
                  d.precedingInvoiceId,
                  d.precedingInvoiceNumber ?? String(d.precedingInvoiceId),
                ),
            },
          ],
        },
        {
          title: section('dates'),
          fields: [
            { field: 'issueDate', value: (d) => formatDay(d.issueDate) },
            { field: 'dueDate', value: (d) => formatDay(d.dueDate) },
            { field: 'period', value: () => period, hidden: !period },
            {
              field: 'deliveryDate',
              value: (d) => formatDay(d.deliveryDate),
              hidden: !document.deliveryDate,
            },
            { field: 'paymentMethod', value: (d) => t(`billingDocuments.paymentMethods.${d.paymentMethod}`) },
            { field: 'bankAccountRum', value: (d) => d.bankAccountRum, hidden: !document.bankAccountRum },
            { field: 'paidAmount', value: (d) => screenAmount(d.paidAmount) },
          ],
        },
      ]}
    />
  );
}
