// First: zod must be configured before the domain schemas below are created.
import { Button, Grid, Select } from '@mantine/core';
import { JOB_DEPARTMENTS, JOB_TITLES } from '@vetbo/domain/enums';
import { parisDay } from '@vetbo/domain/paris-day';
import { can } from '@vetbo/domain/permissions';
import {
  establishmentUserCreateSchema,
  establishmentUserUpdateSchema,
  groupUserCreateSchema,
  LEADER_JOB_TITLE,
} from '@vetbo/domain/teams';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../../components/forms/DayInput.tsx';
import { FormDrawer } from '../../../components/forms/FormDrawer.tsx';
import type { RemoteOption } from '../../../components/forms/RemoteSearchSelect.tsx';
import { schemaForm } from '../../../components/forms/schema-form.ts';
import { UserPicker } from '../../../components/pickers/UserPicker.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { useRecordForm } from '../../../hooks/useRecordForm.tsx';
import type { Versioned } from '../../../lib/versioned-record.ts';
import { useMe } from '../../auth/public.ts';
import { UserFormDrawer } from '../../users/public.ts';
import { type TeamJob, type TeamOwner, useSaveTeamJob } from '../api/team.ts';

const today = () => parisDay();

/** A job's form: the fields an establishment's and a group's jobs share; the owner is the page's. */
const teamJobForm = schemaForm(groupUserCreateSchema, {
  omit: ['veterinaryGroupId'],
  initial: () => ({ entryDate: today() }),
});
type JobSchema = typeof establishmentUserUpdateSchema;

type TeamJobDrawerProps = {
  owner: TeamOwner;
  opened: boolean;
  onClose: () => void;
} & (
  | { mode: 'create'; record?: undefined; onReload?: undefined }
  /** Ending a job: its exit date, today by default (the API checks it is after the entry date). */
  | { mode: 'end'; record: Versioned<TeamJob>; onReload: () => Promise<unknown> }
);

/** Adds a person to an establishment's or a group's team with a job title and dates, or ends a job. */
export function TeamJobDrawer({ owner, mode, record, opened, onClose, onReload }: TeamJobDrawerProps) {
  const { t } = useTranslation();
  const { create, update } = useSaveTeamJob(owner);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<RemoteOption | null>(null);
  const me = useMe();
  // A leader job gives the right to sign for the establishment: offered to `billing` writers only.
  const jobTitles = can(me.data?.staffRole, 'write', 'billing')
    ? JOB_TITLES
    : JOB_TITLES.filter((title) => title !== LEADER_JOB_TITLE);
  const { form, drawerProps } = useRecordForm({
    opened,
    record,
    form: teamJobForm,
    // Ending a job: its exit date, today by default.
    toValues: (job) => ({
      ...teamJobForm.toValues(job),
      ...(mode === 'end' && !job?.exitDate ? { exitDate: today() } : {}),
    }),
    schema: (mode === 'end'
      ? establishmentUserUpdateSchema
      : owner.kind === 'establishment'
        ? establishmentUserCreateSchema
        : groupUserCreateSchema) as JobSchema,
    toPayload: (values) =>
      mode === 'end'
        ? { exitDate: values.exitDate }
        : {
            ...teamJobForm.toPayload(values),
            ...(owner.kind === 'establishment'
              ? { veterinaryEstablishmentId: owner.id }
              : { veterinaryGroupId: owner.id }),
          },
    send: async (body, etag) =>
      mode === 'create'
        ? (await create.mutateAsync(body as Record<string, unknown>)).data
        : (await update.mutateAsync({ id: record.data.id, etag, body })).data,
    pending: create.isPending || update.isPending,
    savedMessage: t(mode === 'create' ? 'teams.form.added' : 'teams.form.ended'),
    onSaved: onClose,
    onClose,
    onReload,
    staleMessage: t('teams.form.stale'),
  });
  const label = (field: string) => t(`users.network.${field}` as 'users.network.jobTitle');

  return (
    <FormDrawer
      area="users"
      {...drawerProps}
      title={t(mode === 'create' ? 'teams.form.addTitle' : 'teams.form.endTitle')}
      testId="team-job-drawer"
      size="lg"
      invalidTitle={t('users.form.invalid')}
      submitLabel={t(mode === 'create' ? 'teams.form.submitAdd' : 'teams.form.submitEnd')}
    >
      <Grid gap="sm">
        {mode === 'create' ? (
          <>
            <Grid.Col span={12}>
              <UserPicker
                key={created?.id ?? 'search'}
                label={t('teams.form.user')}
                value={String(form.values.userId)}
                onChange={(value) => form.setValue('userId', value)}
                initialOption={created}
                error={form.errors.userId}
                withAsterisk
              />
              <Button
                variant="subtle"
                size="compact-sm"
                mt={4}
                leftSection={<Icon name="plus" size={14} />}
                onClick={() => setCreating(true)}
              >
                {t('teams.form.createUser')}
              </Button>
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label={label('jobTitle')}
                data={jobTitles.map((title) => ({ value: title, label: t(`users.jobTitles.${title}`) }))}
                {...form.selectProps('jobTitle')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label={label('department')}
                clearable
                clearButtonProps={{ 'aria-label': t('common.clear') }}
                data={JOB_DEPARTMENTS.map((name) => ({ value: name, label: t(`users.departments.${name}`) }))}
                {...form.selectProps('department')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <DayInput label={label('entryDate')} {...form.textProps('entryDate')} />
            </Grid.Col>
          </>
        ) : null}
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <DayInput label={label('exitDate')} withAsterisk={mode === 'end'} {...form.textProps('exitDate')} />
        </Grid.Col>
      </Grid>
      {mode === 'create' && (
        <UserFormDrawer
          mode="create"
          opened={creating}
          onClose={() => setCreating(false)}
          onSaved={(user) => {
            // The new person is the one chosen: the picker shows them, the job is for them.
            setCreated({ id: user.id, label: `${user.firstName} ${user.lastName} (${user.email})` });
            form.setValue('userId', String(user.id));
            setCreating(false);
          }}
        />
      )}
    </FormDrawer>
  );
}
