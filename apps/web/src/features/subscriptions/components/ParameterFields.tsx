import { ActionIcon, Button, Checkbox, Grid, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { PURCHASING_CENTRAL_LABELS } from '@vetbo/domain/enums';
import { CONTRACT_TYPES, SUBSCRIPTION_TYPES } from '@vetbo/domain/service-periods';
import {
  CENTRALS,
  NGO_AM_PACKAGES,
  parameterFieldsOf,
  REMUNERATION_PACKAGES,
  RFA_CASH_ADVANCES,
  type ServiceCode,
  type SubscriptionParameterField,
  VP_MAINT_PACKAGES,
  WEEKDAYS,
} from '@vetbo/domain/services/catalogue';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/Icon.tsx';
import type { FormState } from '../../../hooks/useFormState.ts';
import {
  type CentralCodeRow,
  emptyCentralCodeRow,
  PARAMETER_INPUTS,
  type SubscriptionFormValues,
} from './subscription-form.ts';

const SELECT_VALUES: Partial<Record<SubscriptionParameterField, readonly string[]>> = {
  contractType: CONTRACT_TYPES,
  subscriptionType: SUBSCRIPTION_TYPES,
  vpMaintPackage: VP_MAINT_PACKAGES,
  central: CENTRALS,
  remunerationPackage: REMUNERATION_PACKAGES,
  rfaCashAdvance: RFA_CASH_ADVANCES,
  ngoAmPackage: NGO_AM_PACKAGES,
};

type Form = FormState<SubscriptionFormValues>;

/** The parameters of the option's service code, exactly those the API's schema takes (§3.8). */
export function ParameterFields({ form, code }: { form: Form; code: ServiceCode }) {
  const { t } = useTranslation();
  const label = (field: string) =>
    t(`subscriptions.parameters.${field}` as 'subscriptions.parameters.quantity');
  const valueLabel = (value: string) => {
    const central = PURCHASING_CENTRAL_LABELS[value as keyof typeof PURCHASING_CENTRAL_LABELS];
    if (central) return central.fr;
    if ((REMUNERATION_PACKAGES as readonly string[]).includes(value)) return value;
    return t(`subscriptions.values.${value}` as 'subscriptions.values.NONE');
  };

  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t('subscriptions.parameters.title', { code })}
      </Text>
      <Grid gap="sm">
        {parameterFieldsOf(code).map((field) => {
          const path = `parameters.${field}`;
          const input = PARAMETER_INPUTS[field];
          if (input === 'select') {
            const values = SELECT_VALUES[field] ?? [];
            return (
              <Grid.Col key={field} span={{ base: 12, sm: 6 }}>
                <Select
                  label={label(field)}
                  allowDeselect={false}
                  data={values.map((value) => ({ value, label: valueLabel(value) }))}
                  {...form.selectProps(path)}
                />
              </Grid.Col>
            );
          }
          if (input === 'checkbox')
            return (
              <Grid.Col key={field} span={{ base: 12, sm: 6 }} style={{ alignSelf: 'center' }}>
                <Checkbox
                  label={label(field)}
                  name={path}
                  checked={Boolean(form.getValue(path))}
                  onChange={(event) => form.setValue(path, event.currentTarget.checked)}
                  error={form.errors[path]}
                />
              </Grid.Col>
            );
          if (input === 'days')
            return (
              <Grid.Col key={field} span={12}>
                <Checkbox.Group
                  label={label(field)}
                  withAsterisk
                  value={form.values.parameters.deliveryDays}
                  onChange={(days) => form.setValue(path, days)}
                  error={form.errors[path] ?? form.errors[`${path}.0`]}
                >
                  <Group gap="md" mt={4}>
                    {WEEKDAYS.map((day) => (
                      <Checkbox key={day} value={day} label={valueLabel(day)} name={path} />
                    ))}
                  </Group>
                </Checkbox.Group>
              </Grid.Col>
            );
          if (input === 'centralCodes') return <CentralCodes key={field} form={form} />;
          return (
            <Grid.Col key={field} span={{ base: 12, sm: 6 }}>
              <TextInput
                label={label(field)}
                inputMode={input === 'text' ? undefined : input === 'euros' ? 'decimal' : 'numeric'}
                {...form.textProps(path)}
              />
            </Grid.Col>
          );
        })}
      </Grid>
    </Stack>
  );
}

/** One row per central: its food code, and its medicine code when medicines are included. */
function CentralCodes({ form }: { form: Form }) {
  const { t } = useTranslation();
  const rows = form.values.parameters.centralCodes;
  const setRows = (next: CentralCodeRow[]) => form.setValue('parameters.centralCodes', next);
  return (
    <Grid.Col span={12}>
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {t('subscriptions.parameters.centralCodes')}
        </Text>
        {form.errors['parameters.centralCodes'] && (
          <Text size="xs" c="red.9" role="alert">
            {form.errors['parameters.centralCodes']}
          </Text>
        )}
        {rows.map((_row, index) => {
          const path = (key: string) => `parameters.centralCodes.${index}.${key}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
            <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
              <Select
                label={t('subscriptions.parameters.central')}
                allowDeselect={false}
                data={CENTRALS.map((central) => ({
                  value: central,
                  label: PURCHASING_CENTRAL_LABELS[central].fr,
                }))}
                {...form.selectProps(path('central'))}
                style={{ flex: 1 }}
              />
              <TextInput
                label={t('subscriptions.parameters.foodCode')}
                {...form.textProps(path('foodCode'))}
                style={{ flex: 1 }}
              />
              <TextInput
                label={t('subscriptions.parameters.medicineCode')}
                {...form.textProps(path('medicineCode'))}
                style={{ flex: 1 }}
              />
              <ActionIcon
                mt={28}
                variant="subtle"
                color="dark"
                disabled={rows.length === 1}
                aria-label={t('subscriptions.parameters.removeCentral', { index: index + 1 })}
                onClick={() => setRows(rows.filter((_r, i) => i !== index))}
              >
                <Icon name="x" size={16} />
              </ActionIcon>
            </Group>
          );
        })}
        {rows.length < CENTRALS.length && (
          <Group>
            <Button
              size="xs"
              variant="default"
              leftSection={<Icon name="plus" size={14} />}
              onClick={() => setRows([...rows, emptyCentralCodeRow()])}
            >
              {t('subscriptions.parameters.addCentral')}
            </Button>
          </Group>
        )}
      </Stack>
    </Grid.Col>
  );
}
