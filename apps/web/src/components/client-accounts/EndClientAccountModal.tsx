import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { parisDay } from '@vetbo/domain/paris-day';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionErrorMessage } from '../../lib/action-error.ts';
import { showSuccessToast } from '../../lib/toasts.tsx';
import { DayInput } from '../forms/DayInput.tsx';
import { WriteMark } from '../permissions/WriteAction.tsx';
import type { ClientAccount, ClientAccountsOwner, OwnerKey } from './owner-mandates.ts';

/**
 * "Terminer" (an open account: its last day, today by default, a past or a future day) or "Rouvrir" (an
 * ended one) a client account: a PATCH of `endDate` with the ETag of the version read when confirming. The
 * row stays in every case (the journals already exported name its code).
 */
export function EndClientAccountModal<K extends OwnerKey, A extends ClientAccount>({
  owner,
  account,
  creditor,
  onClose,
}: {
  owner: ClientAccountsOwner<K, A>;
  /** The account to end or reopen; none: the modal is closed. */
  account: A | undefined;
  creditor: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = owner.api.useUpdate();
  const [day, setDay] = useState(parisDay());
  const [error, setError] = useState<string>();
  const reopen = account?.endDate != null;
  const action = reopen ? 'reopen' : 'end';

  useEffect(() => {
    if (account) {
      setDay(parisDay());
      setError(undefined);
    }
  }, [account]);

  const confirm = async () => {
    if (!account) return;
    setError(undefined);
    try {
      const current = await owner.api.get(account.id);
      await update.mutateAsync({
        id: account.id,
        etag: current.etag,
        body: { endDate: reopen ? null : day },
      });
      showSuccessToast(t(`establishmentClients.${action}.done`));
      onClose();
    } catch (refused) {
      setError(actionErrorMessage(refused));
    }
  };

  const texts = { creditor, code: account?.accountingCode ?? '' };
  // The modal of ConfirmModal, with the last day's input under its sentence (ConfirmModal holds text only).
  return (
    <Modal
      opened={account !== undefined}
      onClose={onClose}
      title={t(`establishmentClients.${action}.title`)}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md" data-testid="client-account-end-modal">
        <Text size="sm">{t(`establishmentClients.${action}.body`, texts)}</Text>
        {!reopen && (
          <DayInput
            label={t('establishmentClients.end.lastDay')}
            description={t('establishmentClients.end.lastDayHint')}
            value={day}
            onChange={(event) => setDay(event.currentTarget.value)}
          />
        )}
        {error && (
          <Text size="sm" c="red.9" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('common.cancel')}
          </Button>
          <WriteMark area="billing">
            <Button
              color={reopen ? undefined : 'red.9'}
              loading={update.isPending}
              disabled={!reopen && day === ''}
              onClick={() => void confirm()}
            >
              {t(`establishmentClients.${action}.confirm`)}
            </Button>
          </WriteMark>
        </Group>
      </Stack>
    </Modal>
  );
}
