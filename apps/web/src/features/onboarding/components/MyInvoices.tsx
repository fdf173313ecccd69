import { ActionIcon, Alert, Badge, Loader, Table, Text } from '@mantine/core';
import { screenAmount } from '@vetbo/domain/money/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/Icon.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { downloadMyInvoice, type MyInvoice, useMyInvoices } from '../api/my-invoices.ts';
import { myInvoiceStatus } from './my-invoice-status.ts';

/** The portal's invoices: read only, each with its PDF. */
export function MyInvoices() {
  const { t } = useTranslation();
  const invoices = useMyInvoices();
  const [failed, setFailed] = useState(false);
  if (invoices.isPending) return <Loader type="dots" role="status" aria-label={t('common.loading')} />;
  if (invoices.isError)
    return <Alert color="red.9" variant="outline" role="alert" title={t('onboarding.invoices.loadError')} />;
  if (invoices.data.length === 0) return <Text>{t('onboarding.invoices.none')}</Text>;
  const download = (document: MyInvoice) => {
    setFailed(false);
    downloadMyInvoice(document).catch(() => setFailed(true));
  };
  return (
    <>
      {failed && (
        <Alert color="red.9" variant="outline" role="alert" title={t('onboarding.invoices.downloadError')} />
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table striped aria-label={t('onboarding.invoices.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('onboarding.invoices.number')}</Table.Th>
              <Table.Th>{t('onboarding.invoices.date')}</Table.Th>
              <Table.Th>{t('onboarding.invoices.client')}</Table.Th>
              <Table.Th ta="right">{t('onboarding.invoices.amount')}</Table.Th>
              <Table.Th>{t('onboarding.invoices.status')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoices.data.map((document) => (
              <Table.Tr key={document.id}>
                <Table.Td>
                  {document.documentType === 'CREDIT_NOTE' && (
                    <Badge variant="default" radius="sm" tt="none" mr="xs">
                      {t('onboarding.invoices.creditNote')}
                    </Badge>
                  )}
                  {document.number}
                </Table.Td>
                <Table.Td>{document.issueDate ? formatDate(document.issueDate) : ''}</Table.Td>
                <Table.Td>{document.client}</Table.Td>
                <Table.Td ta="right">{screenAmount(document.amountWithVat)}</Table.Td>
                <Table.Td>{t(`onboarding.invoices.statuses.${myInvoiceStatus(document)}`)}</Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    onClick={() => download(document)}
                    aria-label={t('onboarding.invoices.downloadLabel', { number: document.number })}
                    title={t('onboarding.invoices.downloadLabel', { number: document.number })}
                  >
                    <Icon name="download" size={18} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
