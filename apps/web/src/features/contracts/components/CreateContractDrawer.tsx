// The "create contract" side panel (spec §2.10): a stepper "Rédaction" (title, subscriptions, signer)
// then "Envoi" (summary, then "Créer le brouillon" or "Envoyer pour signature", which creates the
// contract then sends its document). The API's field errors go back onto the first step's fields.
import { Alert, Button, Drawer, Group, Stack, Stepper } from '@mantine/core';
import { isApiError } from '@vetbo/api-client/client';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UnsavedChangesModal } from '../../../components/feedback/UnsavedChangesModal.tsx';
import { useMayWrite } from '../../../components/permissions/use-may-write.ts';
import { useFormState } from '../../../hooks/useFormState.ts';
import { type FieldErrors, fieldErrorsFromProblem, unmatchedErrors } from '../../../lib/form-errors.ts';
import { showSuccessToast } from '../../../lib/toasts.tsx';
import { useEstablishmentSubscriptions } from '../../subscriptions/public.ts';
import {
  useChangeContractDocumentStatus,
  useCreateContract,
  useEstablishmentSigners,
} from '../api/contracts.ts';
import { ContractDraftFields } from './ContractDraftFields.tsx';
import { ContractSummary } from './ContractSummary.tsx';
import {
  CONTRACT_FORM_PATHS,
  type ContractFormValues,
  emptyContractValues,
  parseContract,
} from './contract-form-values.ts';

interface Props {
  establishment: { id: number; name: string; privilegedCode: string };
  opened: boolean;
  onClose: () => void;
}

export function CreateContractDrawer({ establishment, opened, onClose }: Props) {
  // Opened by a gated action; the gate again, so that nothing else opens it for a role the API refuses.
  const mayWrite = useMayWrite('establishments');
  const { t } = useTranslation();
  const form = useFormState<ContractFormValues>(emptyContractValues());
  const [step, setStep] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState<'draft' | 'send'>();
  const bodyRef = useRef<HTMLDivElement>(null);
  const subscriptions = useEstablishmentSubscriptions(establishment.id);
  const signers = useEstablishmentSigners(establishment.id, opened);
  const create = useCreateContract();
  const changeStatus = useChangeContractDocumentStatus(establishment.id);
  const { reset } = form;

  useEffect(() => {
    if (!opened) return;
    reset(emptyContractValues());
    setStep(0);
  }, [opened, reset]);

  const showErrors = (errors: FieldErrors) => {
    form.setErrors(errors);
    setStep(0);
    requestAnimationFrame(() =>
      bodyRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  const next = () => {
    const parsed = parseContract(form.values, establishment.id);
    if ('errors' in parsed) showErrors(parsed.errors);
    else setStep(1);
  };

  const finish = () => {
    reset(emptyContractValues());
    setStep(0);
    onClose();
  };

  const submit = async (intent: 'draft' | 'send') => {
    const parsed = parseContract(form.values, establishment.id);
    if ('errors' in parsed) return showErrors(parsed.errors);
    setSending(intent);
    try {
      const { data: contract } = await create.mutateAsync(parsed.data);
      const documentId = contract.documents[0]?.id;
      if (intent === 'send' && documentId !== undefined) {
        // A refusal of the provider is reported by the mutation cache; the draft stays in the list.
        const sent = await changeStatus.mutateAsync({ id: documentId, status: 'SENT' }).then(
          () => true,
          () => false,
        );
        showSuccessToast(t(sent ? 'contracts.create.sent' : 'contracts.create.drafted'));
      } else showSuccessToast(t('contracts.create.drafted'));
      finish();
    } catch (error) {
      // 400/422 with errors[] go onto the fields; anything else was reported by the MutationCache.
      if (isApiError(error) && error.fieldErrors.length > 0)
        showErrors(fieldErrorsFromProblem(error.fieldErrors));
    } finally {
      setSending(undefined);
    }
  };

  const pending = sending !== undefined;
  const requestClose = () => {
    if (pending) return;
    // Deferred so the Escape keydown that closed the drawer is over before the modal listens.
    if (form.dirty) setTimeout(() => setConfirming(true), 0);
    else finish();
  };
  const otherErrors = unmatchedErrors(form.errors, CONTRACT_FORM_PATHS);

  return (
    <>
      <Drawer
        opened={opened && mayWrite}
        onClose={requestClose}
        position="right"
        size="xl"
        title={t('contracts.create.title')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        closeOnEscape={!confirming}
        data-testid="create-contract-drawer"
      >
        <Stack gap="lg" ref={bodyRef}>
          <Stepper
            active={step}
            onStepClick={(index) => (index === 0 ? setStep(0) : next())}
            size="sm"
            mr="sm"
          >
            <Stepper.Step
              label={t('contracts.create.steps.drafting')}
              description={t('contracts.create.steps.draftingHint')}
            />
            <Stepper.Step
              label={t('contracts.create.steps.sending')}
              description={t('contracts.create.steps.sendingHint')}
            />
          </Stepper>
          {Object.keys(form.errors).length > 0 && (
            <Alert color="red.9" variant="outline" title={t('contracts.create.invalid')} role="alert">
              {otherErrors.join(' ; ')}
            </Alert>
          )}
          {step === 0 ? (
            <ContractDraftFields
              form={form}
              establishment={establishment}
              subscriptions={subscriptions.data?.data}
              signers={signers.data}
            />
          ) : (
            <ContractSummary
              values={form.values}
              establishment={establishment}
              subscriptions={subscriptions.data?.data ?? []}
              signers={signers.data ?? []}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={requestClose} disabled={pending}>
              {t('common.cancel')}
            </Button>
            {step === 0 ? (
              <Button onClick={next}>{t('contracts.create.next')}</Button>
            ) : (
              <>
                <Button variant="default" onClick={() => setStep(0)} disabled={pending}>
                  {t('contracts.create.back')}
                </Button>
                <Button
                  variant="light"
                  loading={sending === 'draft'}
                  disabled={pending}
                  onClick={() => void submit('draft')}
                >
                  {t('contracts.create.saveDraft')}
                </Button>
                <Button loading={sending === 'send'} disabled={pending} onClick={() => void submit('send')}>
                  {t('contracts.create.send')}
                </Button>
              </>
            )}
          </Group>
        </Stack>
      </Drawer>
      <UnsavedChangesModal
        opened={confirming}
        onKeep={() => setConfirming(false)}
        onDiscard={() => {
          setConfirming(false);
          finish();
        }}
      />
    </>
  );
}
