import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/feedback/ConfirmModal.tsx';
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

/** A manager's confirmation (spec §4, §6): deletion erases every period and its trace. */
export function DeleteSubscriptionModal({ establishmentId, subscription, onClose }: Props) {
  // Opened by a gated action; the gate again, so that nothing else opens it for a role the API refuses.
  const mayWrite = useMayWrite('subscriptionDeletion');
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
    <ConfirmModal
      opened={mayWrite}
      onClose={onClose}
      title={t('subscriptions.delete.title')}
      confirmLabel={t('subscriptions.delete.confirm')}
      alert={error ? { text: error } : undefined}
      pending={remove.isPending}
      onConfirm={() => void confirm()}
      data-testid="subscription-delete-modal"
    >
      {t('subscriptions.delete.message', { option: subscription.data.veterinaryServiceOptionEntitled })}
    </ConfirmModal>
  );
}
