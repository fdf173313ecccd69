import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoSection } from '../../../components/detail/InfoSections.tsx';
import { WriteAction } from '../../../components/permissions/WriteAction.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts.tsx';
import {
  downloadTransmissionFile,
  type TransmissionDetail,
  useDocumentTransmission,
  useResendTransmission,
} from '../api/e-invoice-transmissions.ts';
import { DocumentTable } from './DocumentTable.tsx';
import { TransmissionStateBadge } from './TransmissionStateBadge.tsx';

interface TransmissionPanelProps {
  document: { id: number; number: string | null };
  collection: 'invoices' | 'credit_notes';
}

/**
 * "Transmission": the issued document's passage through the e-invoicing platform (issue 24 §5) — its
 * state, the platform, the lifecycle statuses with their French labels and dates, why it was rejected;
 * the files and "Renvoyer" for the accountants (area `accounting`, as the API checks it).
 */
export function TransmissionPanel({ document, collection }: TransmissionPanelProps) {
  const { t } = useTranslation();
  const text = (key: string) =>
    t(`billingDocuments.transmission.${key}` as 'billingDocuments.transmission.title');
  const { isPending, transmission } = useDocumentTransmission(document.id);
  const resend = useResendTransmission(collection);

  const download = (format: 'pdf' | 'cii') =>
    transmission && downloadTransmissionFile(transmission, format).catch(showErrorToast);
  const sendAgain = () =>
    resend.mutate(document.id, {
      onSuccess: () => showSuccessToast(text('resent')),
      onError: showErrorToast,
    });

  return (
    <InfoSection title={text('title')}>
      {isPending ? (
        <Loader size="sm" aria-label={text('loading')} />
      ) : !transmission ? (
        <Text size="sm" c="dimmed">
          {text('none')}
        </Text>
      ) : (
        <Stack gap="sm">
          <TransmissionSummary transmission={transmission} />
          {transmission.rejectionReason && (
            <Alert color="red" title={text('rejectionReason')} icon={<Icon name="alert" size={18} />}>
              {transmission.rejectionReason}
            </Alert>
          )}
          {transmission.lastError && transmission.state !== 'DEPOSITED' && (
            <Alert color="orange" title={text('lastError')}>
              {transmission.lastError}
            </Alert>
          )}
          <DocumentTable
            rows={transmission.events}
            rowKey={(event) => event.id}
            caption={text('events.title')}
            empty={text('events.empty')}
            columns={[
              { label: text('events.date'), render: (event) => formatDateTime(event.occurredDate) },
              { label: text('events.code'), render: (event) => event.statusCode },
              { label: text('events.status'), render: (event) => event.label },
              {
                label: text('events.direction'),
                render: (event) =>
                  event.direction === 'IN'
                    ? text('events.received')
                    : `${text('events.sent')} · ${text(`events.delivery.${event.deliveryState ?? 'PENDING'}`)}`,
              },
              { label: text('events.reason'), render: (event) => event.reason ?? event.deliveryError },
            ]}
          />
          <WriteAction area="accounting">
            <Group gap="sm">
              <Button
                variant="default"
                leftSection={<Icon name="download" size={16} />}
                disabled={transmission.state === 'PENDING'}
                onClick={() => void download('pdf')}
              >
                {text('downloadPdf')}
              </Button>
              <Button
                variant="default"
                leftSection={<Icon name="download" size={16} />}
                disabled={transmission.state === 'PENDING'}
                onClick={() => void download('cii')}
              >
                {text('downloadXml')}
              </Button>
              {transmission.canResend && (
                <Button
                  leftSection={<Icon name="refresh" size={16} />}
                  loading={resend.isPending}
                  onClick={sendAgain}
                >
                  {text('resend')}
                </Button>
              )}
            </Group>
          </WriteAction>
        </Stack>
      )}
    </InfoSection>
  );
}

function TransmissionSummary({ transmission }: { transmission: TransmissionDetail }) {
  const { t } = useTranslation();
  const text = (key: string) =>
    t(`billingDocuments.transmission.${key}` as 'billingDocuments.transmission.title');
  const item = (label: string, value: ReactNode) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {value ?? '—'}
      </Text>
    </div>
  );
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      {item(text('state'), <TransmissionStateBadge state={transmission.state} />)}
      {item(
        text('platform'),
        transmission.adapter ? text(`adapters.${transmission.adapter}`) : text('notSentYet'),
      )}
      {item(
        text('lastStatus'),
        transmission.lastStatusCode
          ? `${transmission.lastStatusCode} · ${transmission.lastStatusLabel}`
          : null,
      )}
      {item(text('sentDate'), transmission.sentDate ? formatDateTime(transmission.sentDate) : null)}
    </SimpleGrid>
  );
}
