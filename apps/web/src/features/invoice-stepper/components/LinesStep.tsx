import {
  ActionIcon,
  Button,
  Grid,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { LINE_CATEGORIES } from '@vetbo/domain/billing/enums';
import { VAT_CATEGORIES } from '@vetbo/domain/enums';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/Icon.tsx';
import type { FormState } from '../../../hooks/useFormState.ts';
import { emptyLine, type LineValues, moveLine, type StepperValues } from '../stepper-values.ts';
import { TotalsPanel } from './TotalsPanel.tsx';
import type { StepperContext } from './use-stepper-context.ts';

interface StepProps {
  form: FormState<StepperValues>;
  context: StepperContext;
}

/**
 * Step 3: the lines (one empty line to start), added, removed, moved up and down, with the totals the
 * server will compute beside them; "Dépassement du montant total" when the discounts exceed the total.
 */
export function LinesStep({ form, context }: StepProps) {
  const { t } = useTranslation();
  const { values, errors } = form;
  const lines = values.lines;
  // Errors name lines by position: once lines move, they would sit on another line.
  const setLines = (next: LineValues[]) => {
    form.setValue('lines', next);
    form.setErrors(Object.fromEntries(Object.entries(errors).filter(([path]) => !path.startsWith('lines.'))));
  };
  const overflow = context.totals.kind === 'overflow' ? context.totals.message : errors.lines;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Stack gap="md">
          {lines.map((line, index) => (
            <LineCard
              key={line.uid}
              form={form}
              index={index}
              count={lines.length}
              onMove={(by) => setLines(moveLine(lines, index, by))}
              onRemove={() => setLines(lines.filter((_, other) => other !== index))}
            />
          ))}
          <Group>
            <Button
              variant="light"
              leftSection={<Icon name="plus" size={16} />}
              onClick={() => form.setValue('lines', [...lines, emptyLine()])}
            >
              {t('invoiceStepper.lines.add')}
            </Button>
          </Group>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <Stack gap="md" pos="sticky" top={16}>
          <TotalsPanel totals={context.totals} error={overflow} />
          <Text size="sm" c="dimmed">
            {t('invoiceStepper.lines.amountHint')}
          </Text>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

interface LineCardProps {
  form: FormState<StepperValues>;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

function LineCard({ form, index, count, onMove, onRemove }: LineCardProps) {
  const { t } = useTranslation();
  const number = index + 1;
  const path = (field: keyof LineValues) => `lines.${index}.${field}`;
  const label = (field: string) => t(`invoiceStepper.lines.${field}` as 'invoiceStepper.lines.summary');
  const text = (field: keyof LineValues) => ({ label: label(field), ...form.textProps(path(field)) });
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-label={t('invoiceStepper.lines.title', { number })}
      data-testid="invoice-line"
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>{t('invoiceStepper.lines.title', { number })}</Text>
          <Group gap={4}>
            <ActionIcon
              variant="subtle"
              color="gray.8"
              aria-label={t('invoiceStepper.lines.up', { number })}
              disabled={index === 0}
              onClick={() => onMove(-1)}
            >
              <Icon name="chevronUp" />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray.8"
              aria-label={t('invoiceStepper.lines.down', { number })}
              disabled={index === count - 1}
              onClick={() => onMove(1)}
            >
              <Icon name="chevronDown" />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red.9"
              aria-label={t('invoiceStepper.lines.remove', { number })}
              disabled={count === 1}
              onClick={onRemove}
            >
              <Icon name="x" />
            </ActionIcon>
          </Group>
        </Group>
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <TextInput {...text('summary')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <TextInput {...text('accountingCode')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Select
              label={label('category')}
              placeholder={t('form.choose')}
              data={LINE_CATEGORIES.map((code) => ({
                value: code,
                label: t(`invoiceStepper.lineCategories.${code}`),
              }))}
              {...form.selectProps(path('category'))}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Select
              label={label('vatCategory')}
              data={VAT_CATEGORIES.map((code) => ({ value: code, label: t(`vatCategories.${code}`) }))}
              {...form.selectProps(path('vatCategory'))}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <TextInput {...text('amountBeforeTax')} inputMode="decimal" />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 2 }}>
            <TextInput {...text('quantity')} inputMode="numeric" />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 3 }}>
            <TextInput {...text('productCode')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 3 }}>
            <TextInput {...text('analyticCode')} />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea {...text('description')} autosize minRows={1} maxRows={4} />
          </Grid.Col>
        </Grid>
      </Stack>
    </Paper>
  );
}
