import { Alert, Button, Code, Drawer, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/ui/DetailList.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { showSuccessToast } from '../../../lib/toasts.tsx';
import { useOutboxMessage, useRetryOutboxMessage } from '../api/outbox.ts';

interface OutboxMessageDrawerProps {
  id: number | undefined;
  onClose: () => void;
}

/** One message: where it went, its state, the reason of the last failure and its text. */
export function OutboxMessageDrawer({ id, onClose }: OutboxMessageDrawerProps) {
  const { t } = useTranslation();
  const message = useOutboxMessage(id);
  const retry = useRetryOutboxMessage();
  const data = message.data?.data;

  return (
    <Drawer
      opened={id !== undefined}
      onClose={onClose}
      position="right"
      size="lg"
      title={data?.subject ?? t('outbox.detail.title')}
      closeButtonProps={{ 'aria-label': t('outbox.detail.close') }}
    >
      {message.isPending && id !== undefined ? (
        <Loader size="sm" aria-label={t('outbox.detail.title')} />
      ) : null}
      {message.isError ? (
        <Alert color="red.9" variant="outline" role="alert">
          {t('outbox.detail.error')}
        </Alert>
      ) : null}
      {data ? (
        <Stack gap="md">
          <DetailList
            emptyText="—"
            items={[
              { label: t('outbox.fields.recipient'), value: data.recipient },
              { label: t('outbox.fields.kind'), value: t(`outbox.kinds.${data.kind}`) },
              { label: t('outbox.fields.state'), value: t(`outbox.states.${data.state}`) },
              { label: t('outbox.fields.createdDate'), value: formatDateTime(data.createdDate) },
              {
                label: t('outbox.fields.sentDate'),
                value: data.sentDate ? formatDateTime(data.sentDate) : t('outbox.detail.neverSent'),
              },
              { label: t('outbox.fields.attempts'), value: String(data.attempts) },
              ...(data.lastError ? [{ label: t('outbox.fields.lastError'), value: data.lastError }] : []),
            ]}
          />
          {data.state === 'FAILED' ? (
            <Button
              data-write-area="outbox"
              variant="light"
              loading={retry.isPending}
              onClick={() =>
                retry.mutate(data.id, {
                  onSuccess: () => showSuccessToast(t('outbox.detail.retried')),
                })
              }
            >
              {t('outbox.detail.retry')}
            </Button>
          ) : null}
          <Text fw={600} size="sm">
            {t('outbox.fields.textBody')}
          </Text>
          <Code block style={{ whiteSpace: 'pre-wrap' }} data-testid="outbox-text-body">
            {data.textBody}
          </Code>
        </Stack>
      ) : null}
    </Drawer>
  );
}
