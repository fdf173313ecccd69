import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { showSuccessToast } from '../../../lib/toasts.tsx';
import type { Versioned } from '../../../lib/versioned-record.ts';
import { type SubscriptionWithPeriods, useSaveSubscription } from '../api/subscriptions.ts';

interface Props {
  establishmentId: number;
  subscription: Versioned<SubscriptionWithPeriods>;
  onClose: () => void;
}

/** A manager's confirmation (spec §4, §6): deletion erases every period and its trace. */
export function DeleteSubscriptionModal({ establishmentId, subscription, onClose }: Props) {
  const { t } = useTranslation();
  const { remove } = useSaveSubscription(establishmentId);
  const [error, setError] = useState<string>();

  const confirm = async () => {
    setError(undefined);
    try {
      await remove.mutateAsync({ id: subscription.data.id, etag: subscription.etag });
      showSuccessToast(t('subscriptions.delete.done'));
      onClose();
    } catch (caught) {
      setError(actionErrorMessage(caught));
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('subscriptions.delete.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md" data-testid="subscription-delete-modal">
        <Text size="sm">
          {t('subscriptions.delete.message', { option: subscription.data.veterinaryServiceOptionEntitled })}
        </Text>
        {error && (
          <Alert color="red.9" variant="outline" role="alert">
            <Text size="sm">{error}</Text>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color="red.9" loading={remove.isPending} onClick={() => void confirm()}>
            {t('subscriptions.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
