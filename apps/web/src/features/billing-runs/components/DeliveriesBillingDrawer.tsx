import { Alert, Button, Drawer, Group, Radio, Stack, Stepper } from '@mantine/core';
import { isApiError } from '@vetbo/api-client/client';
import { deliveryBillingSchema } from '@vetbo/domain/billing/runs';
import { parisDay } from '@vetbo/domain/paris-day';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../../components/forms/DayInput.tsx';
import { useMayWrite } from '../../../components/permissions/use-may-write.ts';
import { useFormState } from '../../../hooks/useFormState.ts';
import { fieldErrorsFromProblem, unmatchedErrors } from '../../../lib/form-errors.ts';
import { parsePayload } from '../../../lib/parse-payload.ts';
import { type BillingRun, useBillDeliveries } from '../api/billing-runs.ts';
import type { ServiceDelivery } from './billable.ts';
import { RunResult } from './RunResult.tsx';
import { SelectionStep } from './SelectionStep.tsx';

type Generation = 'NOW' | 'PLANNED';
type Values = { invoiceDate: string; generation: Generation };
const FIELDS = ['invoiceDate', 'generation'];

/** The day after `day` (YYYY-MM-DD): a planned billing's first possible date. */
const nextDay = (day: string) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};
const startValues = (): Values => ({ invoiceDate: parisDay(), generation: 'NOW' });

interface DeliveriesBillingDrawerProps {
  opened: boolean;
  /** The ticked deliveries, in the order they were ticked. */
  deliveries: readonly ServiceDelivery[];
  onRemove: (id: number) => void;
  /** The run is made: the list's selection is cleared (the drawer keeps showing the result). */
  onBilled: () => void;
  onClose: () => void;
}

/**
 * "Facturer les prestations" (spec §2.10: stepper "select" then "next"; invoice date; immediate or planned
 * generation): the selection, then the date and the generation, then the invoices issued or the planned run.
 * The API's field errors land on the date; a 409 names the deliveries it refused.
 */
export function DeliveriesBillingDrawer(props: DeliveriesBillingDrawerProps) {
  const { opened, deliveries, onClose } = props;
  const { t } = useTranslation();
  const text = (key: string) => t(`billingRuns.deliveries.${key}` as 'billingRuns.deliveries.title');
  const mayBill = useMayWrite('accounting');
  const bill = useBillDeliveries();
  const form = useFormState<Values>(startValues());
  const [step, setStep] = useState(0);
  const [run, setRun] = useState<BillingRun>();
  const [refusal, setRefusal] = useState<string>();
  const { reset } = form;
  useEffect(() => {
    if (!opened) return;
    reset(startValues());
    setStep(0);
    setRun(undefined);
    setRefusal(undefined);
  }, [opened, reset]);
  if (!mayBill) return null;

  const generation = form.values.generation;
  const choose = (value: string) => {
    const chosen = value as Generation;
    form.setValue('generation', chosen);
    form.setValue('invoiceDate', chosen === 'NOW' ? parisDay() : nextDay(parisDay()));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(undefined);
    const ids = deliveries.map((delivery) => delivery.id);
    const parsed = parsePayload(deliveryBillingSchema, {
      veterinaryEstablishmentServiceDeliveryIds: ids,
      ...form.values,
    });
    if ('errors' in parsed) {
      form.setErrors(parsed.errors);
      return;
    }
    try {
      const { data } = await bill.mutateAsync(parsed.data);
      setRun(data);
      setStep(2);
      props.onBilled();
    } catch (error) {
      if (!isApiError(error)) return;
      const errors = fieldErrorsFromProblem(error.fieldErrors);
      form.setErrors(errors);
      const others = unmatchedErrors(errors, FIELDS);
      if (others.length > 0 || error.status === 409) setRefusal([...others, error.message].join(' — '));
    }
  };

  return (
    <Drawer
      opened={opened}
      onClose={() => !bill.isPending && onClose()}
      position="right"
      size="xl"
      title={text('title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="deliveries-billing-drawer"
      data-write-area="accounting"
    >
      <Stack gap="lg">
        <Stepper active={step} size="sm" allowNextStepsSelect={false}>
          <Stepper.Step label={text('steps.select')} />
          <Stepper.Step label={text('steps.next')} />
          <Stepper.Step label={text('steps.result')} />
        </Stepper>
        {step === 0 && (
          <SelectionStep
            deliveries={deliveries}
            onRemove={props.onRemove}
            onCancel={onClose}
            onNext={() => setStep(1)}
          />
        )}
        {step === 1 && (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Stack gap="md">
              {refusal && (
                <Alert color="red.9" variant="outline" title={text('refused')} role="alert">
                  {refusal}
                </Alert>
              )}
              <Radio.Group label={text('generation')} value={generation} onChange={choose}>
                <Group gap="lg" mt={4}>
                  <Radio value="NOW" label={text('generations.NOW')} />
                  <Radio value="PLANNED" label={text('generations.PLANNED')} />
                </Group>
              </Radio.Group>
              <DayInput
                label={text('invoiceDate')}
                description={text(`hints.${generation}`)}
                withAsterisk
                {...form.textProps('invoiceDate')}
              />
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => setStep(0)} disabled={bill.isPending}>
                  {text('back')}
                </Button>
                <Button type="submit" loading={bill.isPending}>
                  {text(`submit.${generation}`)}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        {step === 2 && run && <RunResult run={run} onChange={setRun} onClose={onClose} />}
      </Stack>
    </Drawer>
  );
}
