import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../../components/forms/DayInput.tsx';
import { useMayWrite } from '../../../components/permissions/use-may-write.ts';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { showSuccessToast } from '../../../lib/toasts.tsx';
import type { Versioned } from '../../../lib/versioned-record.ts';
import { type SubscriptionWithPeriods, useSaveSubscription } from '../api/subscriptions.ts';

interface Props {
  establishmentId: number;
  subscription: Versioned<SubscriptionWithPeriods>;
  onClose: () => void;
}

/** "Arrêter": no service from the chosen day on (spec §4); the API refuses to touch an invoiced period. */
export function StopSubscriptionModal({ establishmentId, subscription, onClose }: Props) {
  // Opened by a gated action; the gate again, so that nothing else opens it for a role the API refuses.
  const mayWrite = useMayWrite('services');
  const { t } = useTranslation();
  const { update } = useSaveSubscription(establishmentId);
  const [stopDate, setStopDate] = useState('');
  const [error, setError] = useState<string>();

  const submit = async () => {
    setError(undefined);
    try {
      await update.mutateAsync({ id: subscription.data.id, etag: subscription.etag, body: { stopDate } });
      showSuccessToast(t('subscriptions.stop.done'));
      onClose();
    } catch (caught) {
      setError(actionErrorMessage(caught));
    }
  };

  return (
    <Modal
      opened={mayWrite}
      onClose={onClose}
      title={t('subscriptions.stop.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md" data-testid="subscription-stop-modal">
        <Text size="sm">
          {subscription.data.veterinaryServiceOptionEntitled} — {subscription.data.serviceEntitled}
        </Text>
        <DayInput
          label={t('subscriptions.stop.stopDate')}
          description={t('subscriptions.stop.hint')}
          name="stopDate"
          value={stopDate}
          min={subscription.data.startDate}
          onChange={(event) => setStopDate(event.currentTarget.value)}
          data-autofocus
        />
        {error && (
          <Alert color="red.9" variant="outline" role="alert">
            <Text size="sm">{error}</Text>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="red.9" disabled={!stopDate} loading={update.isPending} onClick={() => void submit()}>
            {t('subscriptions.stop.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
