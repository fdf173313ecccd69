import { Divider, Group, Loader, NumberInput, Select, Stack, Text, Title } from '@mantine/core';
import { isApiError } from '@vetbo/api-client/client';
import type { Activity } from '@vetbo/domain/enums';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/forms/FormDrawer.tsx';
import { useFormState } from '../../../hooks/useFormState.ts';
import { type FieldErrors, fieldErrorsFromProblem, unmatchedErrors } from '../../../lib/form-errors.ts';
import { showSuccessToast } from '../../../lib/toasts.tsx';
import { useEstablishmentActivities } from '../api/related.ts';
import { useSaveActivities } from '../api/save-activities.ts';
import {
  type ActivityFormValues,
  type ActivityRow,
  freeActivities,
  toActivityFormValues,
  validateActivities,
} from './activity-form-values.ts';

const NO_ROWS: ActivityRow[] = [];

/**
 * Spec §2.10: the "Modifier les activités" side panel. Each declared activity's share can change, one
 * activity not declared yet can be added; the shares add up to 100 % at most (checked here and by the API).
 */
export function ActivitiesDrawer({
  establishmentId,
  opened,
  onClose,
}: {
  establishmentId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const activities = useEstablishmentActivities(establishmentId);
  const rows = activities.data?.data ?? NO_ROWS;
  const form = useFormState<ActivityFormValues>(toActivityFormValues(rows));
  const [confirming, setConfirming] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveActivities();
  const { reset } = form;
  const free = useMemo(() => freeActivities(rows), [rows]);
  const name = (activity: Activity) => t(`establishmentPage.activityNames.${activity}`);

  const loaded = activities.isSuccess;
  // biome-ignore lint/correctness/useExhaustiveDependencies: start from the saved activities each time the panel opens (or once they arrive, when it opens with the page); a later refetch keeps the edits
  useEffect(() => {
    if (opened && loaded) reset(toActivityFormValues(rows));
  }, [opened, loaded, reset]);

  const showErrors = (errors: FieldErrors) => {
    form.setErrors(errors);
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  const requestClose = () => {
    if (save.isPending) return;
    // NOTE: deferred so the Escape keydown that closed the drawer is over before the modal listens.
    if (form.dirty) setTimeout(() => setConfirming(true), 0);
    else onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateActivities(establishmentId, rows, form.values);
    if ('errors' in checked) {
      showErrors(
        Object.fromEntries(
          Object.entries(checked.errors).map(([path, key]) => [
            path,
            t(`establishmentPage.activities.${key}`, { total: checked.total }),
          ]),
        ),
      );
      return;
    }
    const { change } = checked;
    if (change.shares.length === 0 && !change.added) {
      onClose();
      return;
    }
    try {
      await save.mutateAsync(change);
      showSuccessToast(
        t(change.added ? 'establishmentPage.activities.added' : 'establishmentPage.activities.saved'),
      );
      onClose();
    } catch (error) {
      // The API's field messages (its own check of the shares...) go onto the form.
      if (isApiError(error) && error.fieldErrors.length > 0) {
        showErrors(fieldErrorsFromProblem(error.fieldErrors));
      }
    }
  };

  const knownPaths = [...rows.map((row) => `shares.${row.id}`), 'newActivity', 'newShare'];
  const hasErrors = Object.keys(form.errors).length > 0;
  const shareProps = (path: string) => ({
    name: path,
    value: form.getValue(path) as number | string,
    onChange: (value: number | string) => form.setValue(path, value),
    error: form.errors[path],
    min: 0,
    max: 100,
    step: 1,
    allowDecimal: false,
    clampBehavior: 'none' as const,
    suffix: ' %',
  });

  return (
    <FormDrawer
      area="establishments"
      opened={opened}
      title={t('establishmentPage.activities.drawerTitle')}
      testId="activities-drawer"
      size="lg"
      formRef={formRef}
      onSubmit={(event) => void submit(event)}
      onRequestClose={requestClose}
      confirming={confirming}
      onKeep={() => setConfirming(false)}
      onDiscard={() => {
        setConfirming(false);
        reset(toActivityFormValues(rows));
        onClose();
      }}
      hasErrors={hasErrors}
      invalidTitle={t('establishments.form.invalid')}
      otherErrors={unmatchedErrors(form.errors, knownPaths)}
      submitLabel={t('establishmentPage.activities.saveShares')}
      pending={save.isPending}
    >
      <Text size="sm" c="dimmed">
        {t('establishmentPage.activities.hint')}
      </Text>
      <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
        <Title order={3} size="h5" component="legend">
          {t('establishmentPage.activities.declared')}
        </Title>
        {!loaded && <Loader type="dots" role="status" aria-label={t('common.loading')} />}
        {loaded && rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('establishmentPage.activities.empty')}
          </Text>
        )}
        {rows.map((row) => (
          <NumberInput
            key={row.id}
            label={t('establishmentPage.activities.shareOf', { activity: name(row.activity) })}
            {...shareProps(`shares.${row.id}`)}
          />
        ))}
      </Stack>
      <Divider />
      <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
        <Title order={3} size="h5" component="legend">
          {t('establishmentPage.activities.add')}
        </Title>
        {free.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('establishmentPage.activities.allTaken')}
          </Text>
        ) : (
          <Group grow align="flex-start">
            <Select
              label={t('establishmentPage.activities.newActivity')}
              placeholder={t('establishmentPage.activities.chooseActivity')}
              data={free.map((activity) => ({ value: activity, label: name(activity) }))}
              value={form.values.newActivity}
              onChange={(value) => form.setValue('newActivity', value)}
              error={form.errors.newActivity}
              name="newActivity"
              clearable
            />
            <NumberInput label={t('establishmentPage.activities.newShare')} {...shareProps('newShare')} />
          </Group>
        )}
      </Stack>
    </FormDrawer>
  );
}
