import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../../../components/forms/DayInput.tsx';
import { Icon } from '../../../../components/ui/Icon.tsx';
import type { OpeningHoursEditor, OpeningHoursForm } from './opening-hours-editor.ts';

/** Exceptional closures: a label and the dates, from and to included. */
export function ClosuresFields({ form, edit }: { form: OpeningHoursForm; edit: OpeningHoursEditor }) {
  const { t } = useTranslation();
  const text = (key: string, options?: Record<string, unknown>) =>
    t(
      `establishmentExtras.openingHours.form.${key}` as 'establishmentExtras.openingHours.form.title',
      options,
    );
  const { closures } = form.values;
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {text('closuresTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {text('closuresHint')}
      </Text>
      {closures.length === 0 && (
        <Text size="sm" c="dark.7">
          {text('noClosures')}
        </Text>
      )}
      {closures.map((closure, index) => (
        <Fieldset key={closure.key} legend={text('closureGroup', { index: index + 1 })} p="sm">
          <Group gap="xs" align="flex-start" wrap="wrap">
            <TextInput
              label={text('closureLabel')}
              placeholder={text('closureLabelPlaceholder')}
              withAsterisk
              name={`closures.${index}.label`}
              value={closure.label}
              onChange={(event) => edit.editClosure(index, 'label', event.currentTarget.value)}
              error={form.errors[`closures.${index}.label`]}
              style={{ flex: '1 1 200px' }}
            />
            <DayInput
              label={text('fromDate')}
              withAsterisk
              name={`closures.${index}.fromDate`}
              value={closure.fromDate}
              onChange={(event) => edit.editClosure(index, 'fromDate', event.currentTarget.value)}
              error={form.errors[`closures.${index}.fromDate`]}
              w={160}
            />
            <DayInput
              label={text('toDate')}
              withAsterisk
              name={`closures.${index}.toDate`}
              value={closure.toDate}
              onChange={(event) => edit.editClosure(index, 'toDate', event.currentTarget.value)}
              error={form.errors[`closures.${index}.toDate`]}
              w={160}
            />
            <ActionIcon
              variant="subtle"
              color="dark"
              mt={28}
              aria-label={text('removeClosure', { index: index + 1 })}
              onClick={() => edit.removeClosure(index)}
            >
              <Icon name="x" size={16} />
            </ActionIcon>
          </Group>
        </Fieldset>
      ))}
      <Group>
        <Button
          size="xs"
          variant="default"
          leftSection={<Icon name="plus" size={14} />}
          onClick={edit.addClosure}
        >
          {text('addClosure')}
        </Button>
      </Group>
    </Stack>
  );
}
