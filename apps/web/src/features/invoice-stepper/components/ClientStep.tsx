import { Alert, Group, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EstablishmentPicker } from '../../../components/pickers/EstablishmentPicker.tsx';
import { WorkgroupPicker } from '../../../components/pickers/WorkgroupPicker.tsx';
import type { FormState } from '../../../hooks/useFormState.ts';
import type { StepperValues, TargetKind } from '../stepper-values.ts';
import type { StepperContext } from './use-stepper-context.ts';

interface StepProps {
  form: FormState<StepperValues>;
  context: StepperContext;
}

/** Step 1: the establishment or workgroup billed, searched by name or code; one without structure is refused. */
export function ClientStep({ form, context }: StepProps) {
  const { t } = useTranslation();
  const { values, errors, setValue } = form;
  const { target } = context;
  const Picker = values.targetKind === 'establishment' ? EstablishmentPicker : WorkgroupPicker;
  const field = context.targetField;
  return (
    <Stack gap="md" maw={640}>
      <Radio.Group
        label={t('invoiceStepper.client.kind')}
        value={values.targetKind}
        onChange={(kind) => setValue('targetKind', kind as TargetKind)}
      >
        <Group gap="lg" mt="xs">
          <Radio value="establishment" label={t('invoiceStepper.client.establishment')} />
          <Radio value="workgroup" label={t('invoiceStepper.client.workgroup')} />
        </Group>
      </Radio.Group>
      <Picker
        key={field}
        value={values[field]}
        onChange={(id) => setValue(field, id)}
        error={errors[field]}
        withAsterisk
      />
      {target &&
        (target.legalStructure ? (
          <Text size="sm" c="dimmed" data-testid="billed-legal-structure">
            {t('invoiceStepper.client.legalStructure', { name: target.legalStructure.socialReason })}
          </Text>
        ) : (
          <Alert color="red.9" variant="outline" role="alert" icon={null}>
            {t('invoiceStepper.client.noLegalStructure', { name: target.name })}
          </Alert>
        ))}
    </Stack>
  );
}
