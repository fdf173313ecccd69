import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Popover,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { MAX_RANGES_PER_DAY, WEEKDAYS } from '@vetbo/domain/opening-hours';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../components/ui/Icon.tsx';
import type { OpeningHoursEditor, OpeningHoursForm } from './opening-hours-editor.ts';
import type { Weekday } from './opening-hours-form-values.ts';

/** The week: each day's ranges (add, remove, copy to other days); a day without one is closed. */
export function WeeklyHoursFields({ form, edit }: { form: OpeningHoursForm; edit: OpeningHoursEditor }) {
  const { t } = useTranslation();
  const text = (key: string, options?: Record<string, unknown>) =>
    t(
      `establishmentExtras.openingHours.form.${key}` as 'establishmentExtras.openingHours.form.title',
      options,
    );
  const day = (dayOfWeek: number) => t(`establishmentExtras.weekdays.${String(dayOfWeek) as Weekday}`);
  const { weeklyHours } = form.values;
  return (
    <>
      {WEEKDAYS.map((dayOfWeek) => {
        const rows = weeklyHours
          .map((row, index) => ({ row, index }))
          .filter(({ row }) => row.dayOfWeek === dayOfWeek);
        return (
          <Fieldset key={dayOfWeek} legend={day(dayOfWeek)} data-day={dayOfWeek} p="sm">
            <Stack gap="xs">
              {rows.length === 0 && (
                <Text size="sm" c="dark.7">
                  {text('closed')}
                </Text>
              )}
              {rows.map(({ row, index }, position) => (
                <Group key={row.key} gap="xs" align="flex-start" wrap="nowrap">
                  <TextInput
                    placeholder={text('timePlaceholder')}
                    inputMode="numeric"
                    maxLength={5}
                    autoComplete="off"
                    label={text('opens')}
                    aria-label={`${text('opens')} — ${text('rangeLabel', { day: day(dayOfWeek), index: position + 1 })}`}
                    name={`weeklyHours.${index}.opens`}
                    value={row.opens}
                    onChange={(event) => edit.editRange(index, 'opens', event.currentTarget.value)}
                    error={
                      form.errors[`weeklyHours.${index}.opens`] ??
                      form.errors[`weeklyHours.${index}.dayOfWeek`]
                    }
                    w={120}
                  />
                  <TextInput
                    placeholder={text('timePlaceholder')}
                    inputMode="numeric"
                    maxLength={5}
                    autoComplete="off"
                    label={text('closes')}
                    aria-label={`${text('closes')} — ${text('rangeLabel', { day: day(dayOfWeek), index: position + 1 })}`}
                    name={`weeklyHours.${index}.closes`}
                    value={row.closes}
                    onChange={(event) => edit.editRange(index, 'closes', event.currentTarget.value)}
                    error={form.errors[`weeklyHours.${index}.closes`]}
                    w={120}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="dark"
                    mt={28}
                    aria-label={text('removeRange', { index: position + 1, day: day(dayOfWeek) })}
                    onClick={() => edit.removeRange(index)}
                  >
                    <Icon name="x" size={16} />
                  </ActionIcon>
                </Group>
              ))}
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<Icon name="plus" size={14} />}
                  disabled={rows.length >= MAX_RANGES_PER_DAY}
                  title={rows.length >= MAX_RANGES_PER_DAY ? text('maxRanges') : undefined}
                  aria-label={text('addRangeTo', { day: day(dayOfWeek) })}
                  onClick={() => edit.addRange(dayOfWeek)}
                >
                  {text('addRange')}
                </Button>
                <CopyDayButton
                  dayOfWeek={dayOfWeek}
                  dayName={day}
                  onCopy={(targets) => edit.copyDay(dayOfWeek, targets)}
                />
              </Group>
            </Stack>
          </Fieldset>
        );
      })}
    </>
  );
}

/** "Copier…": the ranges of one day replace those of the days ticked (Monday–Friday by default). */
function CopyDayButton({
  dayOfWeek,
  dayName,
  onCopy,
}: {
  dayOfWeek: number;
  dayName: (dayOfWeek: number) => string;
  onCopy: (targets: number[]) => void;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const others = WEEKDAYS.filter((other) => other !== dayOfWeek);
  const [targets, setTargets] = useState<string[]>(() => others.filter((other) => other <= 5).map(String));
  const label = t('establishmentExtras.openingHours.form.copyTo', { day: dayName(dayOfWeek) });
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" withinPortal={false} trapFocus>
      <Popover.Target>
        <Button size="xs" variant="subtle" onClick={() => setOpened((open) => !open)} aria-label={label}>
          {t('establishmentExtras.openingHours.form.copy')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Checkbox.Group label={label} value={targets} onChange={setTargets}>
            <Stack gap={4} mt={4}>
              {others.map((other) => (
                <Checkbox key={other} value={String(other)} label={dayName(other)} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Button
            size="xs"
            disabled={targets.length === 0}
            onClick={() => {
              onCopy(targets.map(Number));
              setOpened(false);
            }}
          >
            {t('establishmentExtras.openingHours.form.copyConfirm')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
