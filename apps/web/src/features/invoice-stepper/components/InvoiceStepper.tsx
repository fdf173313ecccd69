// The invoice stepper (spec §2.10): "Client", "Document", "Lignes", "Vérification", then "Émettre" or
// "Enregistrer en brouillon". Each step checks its own fields with the domain's schema before the next
// one; the API's field errors go back onto their step; leaving or resetting with changes asks "Abandonner"
// / "Conserver".
import { Alert, Button, Group, Stack, Stepper } from '@mantine/core';
import { useBlocker, useNavigate } from '@tanstack/react-router';
import { isApiError, type ProblemDetails } from '@vetbo/api-client/client';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { UnsavedChangesModal } from '../../../components/feedback/UnsavedChangesModal.tsx';
import { useMayWrite } from '../../../components/permissions/use-may-write.ts';
import { Icon } from '../../../components/ui/Icon.tsx';
import { useFormState } from '../../../hooks/useFormState.ts';
import { type FieldErrors, fieldErrorsFromProblem } from '../../../lib/form-errors.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { showSuccessToast } from '../../../lib/toasts.tsx';
import { useCreateManualDocument } from '../api/invoice-stepper.ts';
import {
  checkValues,
  emptyValues,
  errorsOfStep,
  firstStepWithError,
  isRequiredField,
  REVIEW_STEP,
  type StepperValues,
  toPayload,
} from '../stepper-values.ts';
import { ClientStep } from './ClientStep.tsx';
import { DocumentStep } from './DocumentStep.tsx';
import { LinesStep } from './LinesStep.tsx';
import { ReviewStep } from './ReviewStep.tsx';
import { useDefaults } from './use-defaults.ts';
import { useStepperContext } from './use-stepper-context.ts';

const STEPS = ['client', 'document', 'lines', 'review'] as const;

export function InvoiceStepper() {
  const { t } = useTranslation();
  const mayWrite = useMayWrite('billing');
  const form = useFormState<StepperValues>(emptyValues(), { isRequired: isRequiredField });
  const context = useStepperContext(form.values);
  useDefaults(form, context);
  const [step, setStep] = useState(0);
  // A refusal of the API (no mandate…), with the values it answered: it no longer applies once they change.
  const [refusal, setRefusal] = useState<{ problem: ProblemDetails | undefined; values: string }>();
  const [confirmingReset, setConfirmingReset] = useState(false);
  const [sending, setSending] = useState<'draft' | 'issue'>();
  const leaving = useRef(false);
  const bodyRef = useRef<HTMLDivElement>(null);
  const create = useCreateManualDocument();
  const navigate = useNavigate();

  const blocker = useBlocker({
    shouldBlockFn: () => form.dirty && !leaving.current,
    enableBeforeUnload: () => form.dirty && !leaving.current,
    withResolver: true,
  });

  const check = () => checkValues(form.values, currentLocale(), context.blocking);
  const showErrors = (errors: FieldErrors, at: number) => {
    form.setErrors(errors);
    setStep(at);
    requestAnimationFrame(() =>
      bodyRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  /** Goes forward to `target`, stopping at the first step whose fields need a correction. */
  const goTo = (target: number) => {
    if (target <= step) {
      setStep(target);
      return;
    }
    const checked = check();
    const errors = 'errors' in checked ? checked.errors : {};
    for (let index = step; index < target; index += 1) {
      const ofStep = errorsOfStep(errors, index);
      if (Object.keys(ofStep).length > 0) return showErrors(ofStep, index);
    }
    form.setErrors({});
    setStep(target);
  };

  const reset = () => {
    form.reset(emptyValues());
    setRefusal(undefined);
    setStep(0);
  };

  const submit = async (draft: boolean) => {
    const checked = check();
    if ('errors' in checked) return showErrors(checked.errors, firstStepWithError(checked.errors));
    setRefusal(undefined);
    setSending(draft ? 'draft' : 'issue');
    try {
      const { data } = await create.mutateAsync(toPayload(form.values, draft));
      leaving.current = true;
      showSuccessToast(
        data.number && !draft
          ? t(`invoiceStepper.issued.${data.documentType}`, { number: data.number })
          : t('invoiceStepper.issued.draft'),
      );
      const page = data.documentType === 'INVOICE' ? 'invoices-id' : 'creditNotes-id';
      void navigate({ to: ROUTE_PATHS[page], params: { id: String(data.id) } });
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.fieldErrors.length > 0) {
        const errors = fieldErrorsFromProblem(error.fieldErrors);
        showErrors(errors, firstStepWithError(errors));
      } else if (error.status === 422)
        setRefusal({ problem: error.problem, values: JSON.stringify(form.values) });
    } finally {
      setSending(undefined);
    }
  };

  if (!mayWrite) return null;
  const pending = sending !== undefined;
  const errors = form.errors;
  const stepHasErrors = Object.keys(errorsOfStep(errors, step)).length > 0;

  return (
    // The whole stepper is the write (POST …_invoices, `billing`): marked for the permission walk.
    <Stack gap="lg" ref={bodyRef} data-testid="invoice-stepper" data-write-area="billing">
      <Stepper active={step} onStepClick={goTo} size="sm" allowNextStepsSelect={false}>
        {STEPS.map((id) => (
          <Stepper.Step
            key={id}
            label={t(`invoiceStepper.steps.${id}`)}
            description={t(`invoiceStepper.steps.${id}Hint`)}
          />
        ))}
      </Stepper>
      {stepHasErrors && step !== 2 && (
        <Alert color="red.9" variant="outline" title={t('form.invalid')} role="alert" />
      )}
      {step === 0 && <ClientStep form={form} context={context} />}
      {step === 1 && <DocumentStep form={form} context={context} />}
      {step === 2 && <LinesStep form={form} context={context} />}
      {step === REVIEW_STEP && (
        <ReviewStep
          values={form.values}
          context={context}
          refusal={refusal?.values === JSON.stringify(form.values) ? refusal.problem : undefined}
        />
      )}
      <Group justify="space-between">
        <Button
          variant="default"
          leftSection={<Icon name="refresh" size={16} />}
          onClick={() => (form.dirty ? setConfirmingReset(true) : reset())}
          disabled={pending}
        >
          {t('invoiceStepper.actions.reset')}
        </Button>
        <Group gap="sm">
          {step > 0 && (
            <Button variant="default" onClick={() => setStep(step - 1)} disabled={pending}>
              {t('invoiceStepper.actions.back')}
            </Button>
          )}
          {step < REVIEW_STEP ? (
            <Button onClick={() => goTo(step + 1)}>{t('invoiceStepper.actions.next')}</Button>
          ) : (
            <>
              <Button
                variant="default"
                loading={sending === 'draft'}
                disabled={pending}
                onClick={() => void submit(true)}
              >
                {t('invoiceStepper.actions.draft')}
              </Button>
              <Button loading={sending === 'issue'} disabled={pending} onClick={() => void submit(false)}>
                {t('invoiceStepper.actions.issue')}
              </Button>
            </>
          )}
        </Group>
      </Group>
      <UnsavedChangesModal
        opened={confirmingReset || blocker.status === 'blocked'}
        onKeep={() => {
          setConfirmingReset(false);
          blocker.reset?.();
        }}
        onDiscard={() => {
          if (blocker.status === 'blocked') blocker.proceed();
          else reset();
          setConfirmingReset(false);
        }}
      />
    </Stack>
  );
}
