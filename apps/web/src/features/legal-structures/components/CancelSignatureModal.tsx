// "Annuler la signature": confirms, then cancels the request under way (at the provider too).
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
    <Modal
      opened
      onClose={onClose}
      title={t('signatureRequests.cancel.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t('signatureRequests.cancel.body', { name: request.name })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('signatureRequests.cancel.keep')}
          </Button>
          <Button color="red.9" loading={cancel.isPending} onClick={() => void confirm()}>
            {t('signatureRequests.cancel.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
