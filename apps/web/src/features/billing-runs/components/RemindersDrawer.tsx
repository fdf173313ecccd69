import { Alert, Button, Drawer, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayWrite } from '../../../components/permissions/use-may-write.ts';
import { useInvoiceNumbers, usePreviewReminders, useSendReminders } from '../api/invoice-reminders.ts';
import { ReminderMailCard } from './ReminderMailCard.tsx';

interface RemindersDrawerProps {
  /** The invoices selected (one from an invoice's page). */
  invoiceIds: readonly number[];
  opened: boolean;
  onClose: () => void;
}

/**
 * "Relance des impayés" (spec §2.10): the e-mails the selection would send (nothing written), the invoices
 * left out with why, then "Envoyer N relances" and what was sent. ADMIN and ACCOUNTANT only.
 */
export function RemindersDrawer({ invoiceIds, opened, onClose }: RemindersDrawerProps) {
  const { t } = useTranslation();
  const text = (key: string) => t(`billingRuns.reminders.${key}` as 'billingRuns.reminders.title');
  const mayWrite = useMayWrite('accounting');
  const preview = usePreviewReminders();
  const send = useSendReminders();
  const numbers = useInvoiceNumbers(opened ? invoiceIds : []).data?.data ?? [];
  const key = invoiceIds.join(',');
  const { mutate: previewMutate, reset: resetPreview } = preview;
  const { reset: resetSend } = send;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the preview is asked again for each opening or selection (key)
  useEffect(() => {
    if (!opened || !mayWrite || invoiceIds.length === 0) return;
    resetSend();
    previewMutate([...invoiceIds]);
    return resetPreview;
  }, [opened, mayWrite, key, previewMutate, resetPreview, resetSend]);
  if (!mayWrite) return null;

  const sent = send.data;
  const answer = sent ?? preview.data;
  const mails = answer?.mails ?? [];
  const numberOf = (id: number) => numbers.find((invoice) => invoice.id === id)?.number ?? `#${id}`;
  // The drawer itself says what was sent (no toast over it).
  const submit = () => send.mutate([...invoiceIds]);

  return (
    <Drawer
      opened={opened}
      onClose={() => !send.isPending && onClose()}
      position="right"
      size="xl"
      title={text('title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="reminders-drawer"
      data-write-area="accounting"
    >
      <Stack gap="md">
        {preview.isPending && (
          <Group gap="sm">
            <Loader size="sm" />
            <Text size="sm">{text('loading')}</Text>
          </Group>
        )}
        {sent && (
          <Alert
            color="teal.9"
            variant="outline"
            title={t('billingRuns.reminders.sent', { count: mails.length })}
          >
            {text('sentText')}
          </Alert>
        )}
        {answer && !sent && (
          <Text size="sm">
            {mails.length > 0 ? t('billingRuns.reminders.intro', { count: mails.length }) : text('nothing')}
          </Text>
        )}
        {mails.map((mail) => (
          <ReminderMailCard key={`${mail.recipient}-${mail.creditorId}`} mail={mail} />
        ))}
        {answer && answer.refused.length > 0 && (
          <section aria-labelledby="reminders-refused">
            <Title order={3} size="h5" id="reminders-refused" mb={4}>
              {text('refused')}
            </Title>
            <List size="sm" data-testid="reminders-refused">
              {answer.refused.map((refusal) => (
                <List.Item key={refusal.invoiceId}>
                  {numberOf(refusal.invoiceId)} — {t(`billingRuns.reminders.reasons.${refusal.reason}`)}
                </List.Item>
              ))}
            </List>
          </section>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={send.isPending}>
            {sent ? text('close') : t('common.cancel')}
          </Button>
          {!sent && (
            <Button disabled={mails.length === 0} loading={send.isPending} onClick={submit}>
              {t('billingRuns.reminders.send', { count: mails.length })}
            </Button>
          )}
        </Group>
      </Stack>
    </Drawer>
  );
}
