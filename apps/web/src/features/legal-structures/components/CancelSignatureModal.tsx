// "Annuler la signature": confirms, then cancels the request under way (at the provider too).
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/feedback/ConfirmModal.tsx';
import { useMayWrite } from '../../../components/permissions/use-may-write.ts';
import { showSuccessToast } from '../../../lib/toasts.tsx';
import { type SignatureRequest, useCancelSignatureRequest } from '../api/signature-requests.ts';

export function CancelSignatureModal({
  request,
  billingAccountId,
  onClose,
}: {
  request: SignatureRequest;
  billingAccountId: number;
  onClose: () => void;
}) {
  // Opened by a gated action; the gate again, so that nothing else opens it for a role the API refuses.
  const mayWrite = useMayWrite('billing');
  const { t } = useTranslation();
  const cancel = useCancelSignatureRequest(billingAccountId);
  const confirm = () =>
    cancel
      .mutateAsync(request.id)
      .then(() => {
        showSuccessToast(t('signatureRequests.cancel.done'));
        onClose();
      })
      .catch(() => undefined); // the app's error toast says why
  return (
    <ConfirmModal
      opened={mayWrite}
      onClose={onClose}
      title={t('signatureRequests.cancel.title')}
      cancelLabel={t('signatureRequests.cancel.keep')}
      confirmLabel={t('signatureRequests.cancel.confirm')}
      pending={cancel.isPending}
      onConfirm={() => void confirm()}
    >
      {t('signatureRequests.cancel.body', { name: request.name })}
    </ConfirmModal>
  );
}
