import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Schema } from '@vetbo/api-client/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/feedback/ConfirmModal.tsx';
import { useMayWrite } from '../../../components/permissions/use-may-write.ts';
import { WriteMark } from '../../../components/permissions/WriteAction.tsx';
import { DetailList } from '../../../components/ui/DetailList.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { showSuccessToast } from '../../../lib/toasts.tsx';
import { useMe } from '../../auth/public.ts';
import { type BankDetailsChange, useBankDetailsChangeActions } from '../api/bank-details-changes.ts';
import { BankDetailsChangeDrawer } from './BankDetailsChangeDrawer.tsx';
import { displayIban } from './display-iban.ts';

type BillingAccount = Schema<'BillingAccount'>;
type Decision = 'confirm' | 'cancel';

/** The change waiting for a second billing writer: the new details as the role may see them, who asked, when. */
function PendingChange({
  change,
  canDecide,
  ownRequest,
  onDecide,
}: {
  change: BankDetailsChange;
  canDecide: boolean;
  ownRequest: boolean;
  onDecide: (decision: Decision) => void;
}) {
  const { t } = useTranslation();
  const label = (field: string) => t(`billingAccounts.fields.${field}` as 'billingAccounts.fields.iban');
  const { firstName, lastName } = change.requestedBy;
  return (
    <Alert
      variant="outline"
      color="orange.9"
      styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
      icon={<Icon name="alert" size={18} />}
      title={t('bankDetailsChanges.pending.title')}
      data-testid="pending-bank-details-change"
    >
      <Stack gap="sm">
        <Text size="sm">
          {t('bankDetailsChanges.pending.askedBy', {
            name: `${firstName} ${lastName}`,
            date: formatDateTime(change.requestedDate),
          })}
        </Text>
        <DetailList
          emptyText={t('common.notSet')}
          items={[
            { label: t('bankDetailsChanges.pending.iban'), value: displayIban(change) },
            { label: label('bicSwift'), value: change.bicSwift },
            { label: label('identityName'), value: change.identityName },
          ]}
        />
        {canDecide && (
          <Stack gap={4}>
            <Group gap="sm" data-write-area="billing">
              <Button
                size="xs"
                onClick={() => onDecide('confirm')}
                disabled={ownRequest}
                aria-describedby={ownRequest ? 'own-bank-details-request' : undefined}
              >
                {t('bankDetailsChanges.confirm.button')}
              </Button>
              <Button size="xs" variant="default" onClick={() => onDecide('cancel')}>
                {t('bankDetailsChanges.cancel.button')}
              </Button>
            </Group>
            {ownRequest && (
              <Text size="sm" c="dark.6" id="own-bank-details-request">
                {t('bankDetailsChanges.confirm.ownRequest')}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Alert>
  );
}

/**
 * The account's bank details are changed with four eyes (issue 20): a billing writer asks, another one
 * confirms; until then the account keeps its details and shows the change waiting.
 */
export function BankDetailsSection({ account }: { account: BillingAccount }) {
  const { t } = useTranslation();
  const me = useMe();
  const [asking, setAsking] = useState(false);
  const [deciding, setDeciding] = useState<Decision>();
  const actions = useBankDetailsChangeActions(account);
  const canWrite = useMayWrite('billing');
  const pending = account.pendingBankDetailsChange;
  const ownRequest = pending !== null && pending.requestedBy.id === me.data?.id;

  const decide = async () => {
    if (!pending || !deciding) return;
    await (deciding === 'confirm' ? actions.confirm : actions.cancel).mutateAsync(pending.id);
    showSuccessToast(t(`bankDetailsChanges.${deciding}.done`));
    setDeciding(undefined);
  };

  return (
    <Paper withBorder p="md" radius="sm" component="section" aria-labelledby="bank-details-title">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4" id="bank-details-title">
          {t('bankDetailsChanges.title')}
        </Title>
        {canWrite && (
          <WriteMark area="billing">
            <Button size="xs" onClick={() => setAsking(true)} disabled={pending !== null}>
              {t('bankDetailsChanges.ask')}
            </Button>
          </WriteMark>
        )}
      </Group>
      <Stack gap="sm">
        <Text size="sm" c="dark.6">
          {!canWrite
            ? t('bankDetailsChanges.readOnly')
            : pending
              ? t('bankDetailsChanges.alreadyPending')
              : t('bankDetailsChanges.explanation')}
        </Text>
        {pending && (
          <PendingChange
            change={pending}
            canDecide={canWrite}
            ownRequest={ownRequest}
            onDecide={setDeciding}
          />
        )}
      </Stack>
      <BankDetailsChangeDrawer account={account} opened={asking} onClose={() => setAsking(false)} />
      <ConfirmModal
        opened={deciding !== undefined}
        onClose={() => setDeciding(undefined)}
        title={deciding ? t(`bankDetailsChanges.${deciding}.title`) : ''}
        confirmLabel={deciding ? t(`bankDetailsChanges.${deciding}.confirmLabel`) : ''}
        cancelLabel={t('bankDetailsChanges.keepWaiting')}
        danger={deciding === 'cancel'}
        pending={actions.confirm.isPending || actions.cancel.isPending}
        onConfirm={() => void decide().catch(() => setDeciding(undefined))}
      >
        {deciding ? t(`bankDetailsChanges.${deciding}.body`) : ''}
      </ConfirmModal>
    </Paper>
  );
}
