import { Button, Chip, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { OneLineCell } from '../../../components/data/list-cells.tsx';
import { AnchorLink } from '../../../components/ui/links.tsx';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { markPrimaryContentShown } from '../../../lib/first-paint.ts';
import { formatShortDateTime } from '../../../lib/format-date.ts';
import { type TransmissionState, transmissionsOptions } from '../api/e-invoice-transmissions.ts';
import { DocumentTable } from '../components/DocumentTable.tsx';
import { TransmissionStateBadge } from '../components/TransmissionStateBadge.tsx';

const STATES: TransmissionState[] = ['PENDING', 'SENT', 'DEPOSITED', 'REJECTED', 'REFUSED', 'FAILED'];

/**
 * /overview/billing/transmissions: the transmission outbox — every issued document's passage through the
 * e-invoicing platform, newest first, filtered by state; a row opens its document (and its "Transmission").
 */
export function TransmissionsPage() {
  const { t } = useTranslation();
  const text = (key: string) =>
    t(`billingDocuments.transmission.${key}` as 'billingDocuments.transmission.title');
  usePageTitle(text('outbox.title'));
  useEffect(markPrimaryContentShown, []);
  const [states, setStates] = useState<string[]>([]);
  const [page, setPage] = useState(1);
  const list = useQuery(transmissionsOptions({ states: states as TransmissionState[], page }));
  const rows = list.data?.data ?? [];
  const total = list.data?.meta.total ?? 0;

  return (
    <Stack gap="lg">
      <Title order={1}>{text('outbox.title')}</Title>
      <Text size="sm" c="dimmed">
        {text('outbox.subtitle')}
      </Text>
      <Chip.Group
        multiple
        value={states}
        onChange={(value) => {
          setStates(value);
          setPage(1);
        }}
      >
        <Group gap="xs" role="group" aria-label={text('outbox.filter')}>
          {STATES.map((state) => (
            <Chip key={state} value={state} size="sm">
              {text(`states.${state}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <DocumentTable
        rows={rows}
        rowKey={(row) => row.id}
        caption={text('outbox.title')}
        empty={list.isPending ? text('loading') : text('outbox.empty')}
        minWidth={900}
        columns={[
          {
            label: text('outbox.document'),
            render: (row) => (
              <AnchorLink
                to={
                  row.documentType === 'INVOICE' ? ROUTE_PATHS['invoices-id'] : ROUTE_PATHS['creditNotes-id']
                }
                params={{ id: String(row.documentId) } as never}
                size="sm"
              >
                <OneLineCell>{row.documentNumber ?? row.documentId}</OneLineCell>
              </AnchorLink>
            ),
          },
          { label: text('outbox.client'), render: (row) => row.clientName },
          { label: text('state'), render: (row) => <TransmissionStateBadge state={row.state} /> },
          {
            label: text('lastStatus'),
            render: (row) => (row.lastStatusCode ? `${row.lastStatusCode} · ${row.lastStatusLabel}` : '—'),
          },
          { label: text('platform'), render: (row) => (row.adapter ? text(`adapters.${row.adapter}`) : '—') },
          {
            label: text('outbox.created'),
            render: (row) => <OneLineCell>{formatShortDateTime(row.createdDate)}</OneLineCell>,
          },
          { label: text('rejectionReason'), render: (row) => row.rejectionReason ?? row.lastError },
        ]}
      />
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('billingDocuments.transmission.outbox.count', { count: total })}
        </Text>
        <Group gap="xs">
          <Button variant="default" size="xs" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {text('outbox.previous')}
          </Button>
          <Button variant="default" size="xs" disabled={page * 50 >= total} onClick={() => setPage(page + 1)}>
            {text('outbox.next')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
