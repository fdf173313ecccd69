import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { isApiError } from '@vetbo/api-client/client';
import { subscriptionRunSchema } from '@vetbo/domain/billing/runs';
import { parisDay } from '@vetbo/domain/paris-day';
import { type FormEvent, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../../components/forms/DayInput.tsx';
import { useMayWrite } from '../../../components/permissions/use-may-write.ts';
import { useFormState } from '../../../hooks/useFormState.ts';
import { fieldErrorsFromProblem } from '../../../lib/form-errors.ts';
import { parsePayload } from '../../../lib/parse-payload.ts';
import { showSuccessToast } from '../../../lib/toasts.tsx';
import { useStartSubscriptionRun } from '../api/billing-runs.ts';

/** "Lancer la facturation des abonnements": the day (today by default), then the confirmation. */
export function SubscriptionRunModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const text = (key: string) => t(`billingRuns.runs.${key}` as 'billingRuns.runs.title');
  const mayWrite = useMayWrite('accounting');
  const start = useStartSubscriptionRun();
  const form = useFormState({ invoiceDate: parisDay() });
  const { reset } = form;
  useEffect(() => {
    if (opened) reset({ invoiceDate: parisDay() });
  }, [opened, reset]);
  if (!mayWrite) return null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parsePayload(subscriptionRunSchema, form.values);
    if ('errors' in parsed) {
      form.setErrors(parsed.errors);
      return;
    }
    try {
      await start.mutateAsync(parsed.data);
      showSuccessToast(text('launched'));
      onClose();
    } catch (error) {
      if (isApiError(error)) form.setErrors(fieldErrorsFromProblem(error.fieldErrors));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => !start.isPending && onClose()}
      title={text('launchTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-write-area="accounting"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">{text('launchText')}</Text>
          <DayInput
            label={t('billingRuns.deliveries.invoiceDate')}
            withAsterisk
            {...form.textProps('invoiceDate')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={start.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={start.isPending}>
              {text('launchConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
