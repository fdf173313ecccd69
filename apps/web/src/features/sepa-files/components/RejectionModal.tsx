import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { isApiError } from '@vetbo/api-client/client';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsFromProblem } from '../../../lib/form-errors.ts';
import { showSuccessToast } from '../../../lib/toasts.tsx';
import { type SepaFileItem, useRejectSepaItem } from '../api/sepa-files.ts';

interface RejectionModalProps {
  fileId: number;
  item: SepaFileItem;
  onClose: () => void;
}

/** "Rejet bancaire": the bank's reason (required, e.g. "AM04 Provision insuffisante") and a comment. */
export function RejectionModal({ fileId, item, onClose }: RejectionModalProps) {
  const { t } = useTranslation();
  const reject = useRejectSepaItem();
  const [reason, setReason] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setErrors({ reason: t('sepaFiles.rejection.reasonRequired') });
      return;
    }
    setErrors({});
    reject.mutate(
      {
        fileId,
        itemId: item.id,
        body: { reason: reason.trim(), ...(comment.trim() && { comment: comment.trim() }) },
      },
      {
        onSuccess: () => {
          showSuccessToast(t('sepaFiles.rejection.done', { number: item.number }));
          onClose();
        },
        onError: (error) => {
          if (isApiError(error)) setErrors(fieldErrorsFromProblem(error.fieldErrors));
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={() => !reject.isPending && onClose()}
      title={t('sepaFiles.rejection.title', { number: item.number })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-write-area="moneyFiles"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('sepaFiles.rejection.intro')}</Text>
          <TextInput
            label={t('sepaFiles.rejection.reason')}
            name="reason"
            placeholder={t('sepaFiles.rejection.reasonPlaceholder')}
            required
            maxLength={255}
            data-autofocus
            value={reason}
            error={errors.reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Textarea
            label={t('sepaFiles.rejection.comment')}
            name="comment"
            maxLength={255}
            autosize
            minRows={2}
            value={comment}
            error={errors.comment}
            onChange={(event) => setComment(event.currentTarget.value)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={reject.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red.9" loading={reject.isPending}>
              {t('sepaFiles.rejection.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
