// First: zod must be configured before the domain schemas below are created.
import '../../../../lib/zod-csp.ts';
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
  Title,
} from '@mantine/core';
import { isApiError } from '@vetbo/api-client/client';
import { MAX_RANGES_PER_DAY, openingHoursInputSchema, WEEKDAYS } from '@vetbo/domain/opening-hours';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaleRecordAlert } from '../../../../components/feedback/StaleRecordAlert.tsx';
import { FormDrawer } from '../../../../components/forms/FormDrawer.tsx';
import { Icon } from '../../../../components/ui/Icon.tsx';
import { useFormState } from '../../../../hooks/useFormState.ts';
import {
  type FieldErrors,
  fieldErrorsFromProblem,
  fieldErrorsFromZod,
  unmatchedErrors,
} from '../../../../lib/form-errors.ts';
import { currentLocale } from '../../../../lib/i18n.ts';
import { showSuccessToast } from '../../../../lib/toasts.tsx';
import { isStaleRecordError, type Versioned } from '../../../../lib/versioned-record.ts';
import { type OpeningHours, useReplaceOpeningHours } from './opening-hours-api.ts';

type Weekday = '1' | '2' | '3' | '4' | '5' | '6' | '7';

interface RangeRow {
  key: number;
  dayOfWeek: number;
  opens: string;
  closes: string;
}
interface ClosureRow {
  key: number;
  fromDate: string;
  toDate: string;
  label: string;
}
interface OpeningHoursFormValues extends Record<string, unknown> {
  /** One flat list, like the API's: row i is `weeklyHours.i` in the errors. */
  weeklyHours: RangeRow[];
  closures: ClosureRow[];
}

let nextKey = 1;
const toFormValues = (hours: OpeningHours | undefined): OpeningHoursFormValues => ({
  weeklyHours: (hours?.weeklyHours ?? []).map((range) => ({ key: nextKey++, ...range })),
  closures: (hours?.closures ?? []).map((closure) => ({ key: nextKey++, ...closure })),
});
const toPayload = (values: OpeningHoursFormValues) => ({
  weeklyHours: values.weeklyHours.map(({ dayOfWeek, opens, closes }) => ({ dayOfWeek, opens, closes })),
  closures: values.closures.map(({ fromDate, toDate, label }) => ({ fromDate, toDate, label })),
});

/** Every path the form shows an input for: the others go to the error summary. */
function knownPaths(values: OpeningHoursFormValues): string[] {
  return [
    ...values.weeklyHours.flatMap((_, i) =>
      ['opens', 'closes', 'dayOfWeek'].map((f) => `weeklyHours.${i}.${f}`),
    ),
    ...values.closures.flatMap((_, i) => ['fromDate', 'toDate', 'label'].map((f) => `closures.${i}.${f}`)),
  ];
}

interface OpeningHoursDrawerProps {
  establishmentId: number;
  /** The hours and the ETag of the version the form starts from (sent back in If-Match). */
  record: Versioned<OpeningHours>;
  opened: boolean;
  onClose: () => void;
  onSaved: (hours: OpeningHours) => void;
  onReload: () => Promise<Versioned<OpeningHours>>;
}

/** The Horaires side panel: ranges per weekday (add, remove, copy to other days) and exceptional closures. */
export function OpeningHoursDrawer({
  establishmentId,
  record,
  opened,
  onClose,
  onSaved,
  onReload,
}: OpeningHoursDrawerProps) {
  const { t } = useTranslation();
  const form = useFormState<OpeningHoursFormValues>(toFormValues(record.data));
  const [etag, setEtag] = useState(record.etag);
  const [confirming, setConfirming] = useState(false);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const replace = useReplaceOpeningHours();
  const { reset } = form;
  const { weeklyHours, closures } = form.values;
  const day = (dayOfWeek: number) => t(`establishmentExtras.weekdays.${String(dayOfWeek) as Weekday}`);
  const text = (key: string, options?: Record<string, unknown>) =>
    t(
      `establishmentExtras.openingHours.form.${key}` as 'establishmentExtras.openingHours.form.title',
      options,
    );

  const startFrom = (version: Versioned<OpeningHours>) => {
    reset(toFormValues(version.data));
    setEtag(version.etag);
    setStale(false);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: start from the saved version each time the panel opens
  useEffect(() => {
    if (opened) startFrom(record);
  }, [opened]);

  /** A structural change (row added or removed) shifts the indexes: the errors of that list no longer apply. */
  const setList = (
    name: 'weeklyHours' | 'closures',
    rows: RangeRow[] | ClosureRow[],
    structural: boolean,
  ) => {
    form.setValue(name, rows);
    if (structural) {
      form.setErrors(
        Object.fromEntries(Object.entries(form.errors).filter(([path]) => !path.startsWith(`${name}.`))),
      );
    }
  };
  const clearError = (path: string) => {
    if (!(path in form.errors)) return;
    const { [path]: _removed, ...others } = form.errors;
    form.setErrors(others);
  };
  const editRange = (index: number, field: 'opens' | 'closes', value: string) => {
    setList(
      'weeklyHours',
      weeklyHours.map((row, i) => (i === index ? { ...row, [field]: value } : row)),
      false,
    );
    clearError(`weeklyHours.${index}.${field}`);
  };
  const editClosure = (index: number, field: 'fromDate' | 'toDate' | 'label', value: string) => {
    setList(
      'closures',
      closures.map((row, i) => (i === index ? { ...row, [field]: value } : row)),
      false,
    );
    clearError(`closures.${index}.${field}`);
  };
  const copyDay = (from: number, targets: number[]) => {
    const source = weeklyHours.filter((row) => row.dayOfWeek === from);
    const kept = weeklyHours.filter((row) => !targets.includes(row.dayOfWeek));
    const copies = targets.flatMap((dayOfWeek) =>
      source.map((row) => ({ ...row, key: nextKey++, dayOfWeek })),
    );
    setList(
      'weeklyHours',
      [...kept, ...copies].sort((a, b) => a.dayOfWeek - b.dayOfWeek),
      true,
    );
  };

  const showErrors = (errors: FieldErrors) => {
    form.setErrors(errors);
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  const requestClose = () => {
    if (replace.isPending) return;
    // NOTE: deferred so the Escape keydown that closed the drawer is over before the modal listens.
    if (form.dirty) setTimeout(() => setConfirming(true), 0);
    else onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = openingHoursInputSchema.safeParse(toPayload(form.values));
    if (!parsed.success) {
      showErrors(fieldErrorsFromZod(parsed.error, currentLocale()));
      return;
    }
    try {
      const saved = await replace.mutateAsync({ id: establishmentId, etag, body: parsed.data });
      showSuccessToast(text('saved'));
      startFrom(saved);
      onSaved(saved.data);
    } catch (error) {
      if (isStaleRecordError(error)) setStale(true);
      else if (isApiError(error) && error.fieldErrors.length > 0) {
        showErrors(fieldErrorsFromProblem(error.fieldErrors));
      }
    }
  };

  const reload = async () => {
    setReloading(true);
    try {
      startFrom(await onReload());
    } finally {
      setReloading(false);
    }
  };

  return (
    <FormDrawer
      opened={opened}
      title={text('title')}
      testId="opening-hours-drawer"
      size="lg"
      formRef={formRef}
      onSubmit={submit}
      onRequestClose={requestClose}
      confirming={confirming}
      onKeep={() => setConfirming(false)}
      onDiscard={() => {
        setConfirming(false);
        startFrom(record);
        onClose();
      }}
      hasErrors={Object.keys(form.errors).length > 0}
      invalidTitle={text('invalid')}
      otherErrors={unmatchedErrors(form.errors, knownPaths(form.values))}
      submitLabel={text('submit')}
      pending={replace.isPending}
      notice={
        stale && (
          <StaleRecordAlert message={text('stale')} onReload={() => void reload()} reloading={reloading} />
        )
      }
    >
      <Stack gap="md">
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
                      onChange={(event) => editRange(index, 'opens', event.currentTarget.value)}
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
                      onChange={(event) => editRange(index, 'closes', event.currentTarget.value)}
                      error={form.errors[`weeklyHours.${index}.closes`]}
                      w={120}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="dark"
                      mt={28}
                      aria-label={text('removeRange', { index: position + 1, day: day(dayOfWeek) })}
                      onClick={() =>
                        setList(
                          'weeklyHours',
                          weeklyHours.filter((_, i) => i !== index),
                          true,
                        )
                      }
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
                    onClick={() => {
                      const last = rows.at(-1)?.row;
                      const range = last
                        ? { opens: last.closes, closes: '' }
                        : { opens: '08:30', closes: '12:00' };
                      const next = [...weeklyHours, { key: nextKey++, dayOfWeek, ...range }];
                      setList(
                        'weeklyHours',
                        next.sort((a, b) => a.dayOfWeek - b.dayOfWeek),
                        true,
                      );
                    }}
                  >
                    {text('addRange')}
                  </Button>
                  <CopyDayButton
                    dayOfWeek={dayOfWeek}
                    dayName={day}
                    onCopy={(targets) => copyDay(dayOfWeek, targets)}
                  />
                </Group>
              </Stack>
            </Fieldset>
          );
        })}
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
                  onChange={(event) => editClosure(index, 'label', event.currentTarget.value)}
                  error={form.errors[`closures.${index}.label`]}
                  style={{ flex: '1 1 200px' }}
                />
                <TextInput
                  type="date"
                  label={text('fromDate')}
                  withAsterisk
                  name={`closures.${index}.fromDate`}
                  value={closure.fromDate}
                  onChange={(event) => editClosure(index, 'fromDate', event.currentTarget.value)}
                  error={form.errors[`closures.${index}.fromDate`]}
                  w={160}
                />
                <TextInput
                  type="date"
                  label={text('toDate')}
                  withAsterisk
                  name={`closures.${index}.toDate`}
                  value={closure.toDate}
                  onChange={(event) => editClosure(index, 'toDate', event.currentTarget.value)}
                  error={form.errors[`closures.${index}.toDate`]}
                  w={160}
                />
                <ActionIcon
                  variant="subtle"
                  color="dark"
                  mt={28}
                  aria-label={text('removeClosure', { index: index + 1 })}
                  onClick={() =>
                    setList(
                      'closures',
                      closures.filter((_, i) => i !== index),
                      true,
                    )
                  }
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
              onClick={() =>
                setList(
                  'closures',
                  [...closures, { key: nextKey++, fromDate: '', toDate: '', label: '' }],
                  true,
                )
              }
            >
              {text('addClosure')}
            </Button>
          </Group>
        </Stack>
      </Stack>
    </FormDrawer>
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
