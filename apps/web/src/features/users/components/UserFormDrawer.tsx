// First: zod must be configured before the domain schemas below are created.
import { Checkbox, Grid, Select, TextInput } from '@mantine/core';
import { GENDERS, HOUR_DISPLAYS } from '@vetbo/domain/enums';
import { type UserCreate, userCreateSchema, userUpdateSchema } from '@vetbo/domain/users';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../../components/forms/DayInput.tsx';
import { FormDrawer } from '../../../components/forms/FormDrawer.tsx';
import { type SchemaFormValues, schemaForm } from '../../../components/forms/schema-form.ts';
import { type RecordDrawerProps, useRecordForm } from '../../../hooks/useRecordForm.tsx';
import { type User, useSaveUser } from '../api/users.ts';

/** The other phone numbers are typed in one input, comma-separated. */
type UserFormValues = Omit<SchemaFormValues<typeof userCreateSchema>, 'otherPhoneNumbers'> & {
  otherPhoneNumbers: string;
};
const userForm = schemaForm<typeof userCreateSchema, UserFormValues>(userCreateSchema, {
  omit: ['locale'],
  listsAsText: ['otherPhoneNumbers'],
  initial: {
    gender: 'undefined',
    language: 'fr',
    timezone: 'Europe/Paris',
    hourDisplay: '24h',
    sendInvitation: true,
  },
});

type UserFormDrawerProps = RecordDrawerProps<User>;

/** Create or edit a user (spec §3.6); the staff role is not here: it has its own tab and call. */
export function UserFormDrawer({ mode, record, opened, onClose, onSaved, onReload }: UserFormDrawerProps) {
  const { t } = useTranslation();
  const { create, update } = useSaveUser();
  const { form, drawerProps } = useRecordForm({
    opened,
    record,
    form: userForm,
    schema: mode === 'create' ? userCreateSchema : userUpdateSchema,
    // The invitation goes with a creation only.
    toPayload: ({ sendInvitation, ...values }) =>
      userForm.toPayload({ ...values, ...(mode === 'create' ? { sendInvitation } : {}) } as UserFormValues),
    fieldPaths: (_values, paths) => paths.filter((path) => path !== 'sendInvitation'),
    send: async (body, etag) =>
      mode === 'create'
        ? (await create.mutateAsync(body as UserCreate)).data
        : (await update.mutateAsync({ id: record.data.id, etag, body })).data,
    pending: create.isPending || update.isPending,
    savedMessage: t(mode === 'create' ? 'users.form.created' : 'users.form.saved'),
    onSaved,
    onClose,
    onReload,
    staleMessage: t('users.form.stale'),
  });
  const label = (field: string) => t(`users.fields.${field}` as 'users.fields.email');

  return (
    <FormDrawer
      area="users"
      {...drawerProps}
      title={t(mode === 'create' ? 'users.form.createTitle' : 'users.form.editTitle')}
      testId="user-form-drawer"
      size="lg"
      invalidTitle={t('users.form.invalid')}
      submitLabel={t(mode === 'create' ? 'users.form.submitCreate' : 'users.form.submitEdit')}
    >
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label={label('gender')}
            allowDeselect={false}
            data={GENDERS.map((gender) => ({ value: gender, label: t(`users.genders.${gender}`) }))}
            {...form.selectProps('gender')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput label={label('firstName')} data-autofocus {...form.textProps('firstName')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput label={label('lastName')} {...form.textProps('lastName')} />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextInput type="email" label={label('email')} {...form.textProps('email')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <DayInput label={label('dateOfBirth')} {...form.textProps('dateOfBirth')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={label('cityOfBirth')} {...form.textProps('cityOfBirth')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            type="tel"
            label={label('mainPhoneNumber')}
            placeholder="+33612345678"
            {...form.textProps('mainPhoneNumber')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={label('otherPhoneNumbers')}
            description={t('users.form.otherPhonesHint')}
            {...form.textProps('otherPhoneNumbers')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label={label('language')}
            allowDeselect={false}
            data={[
              { value: 'fr', label: 'Français' },
              { value: 'en', label: 'English' },
            ]}
            {...form.selectProps('language')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput label={label('timezone')} {...form.textProps('timezone')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label={label('hourDisplay')}
            allowDeselect={false}
            data={[...HOUR_DISPLAYS]}
            {...form.selectProps('hourDisplay')}
          />
        </Grid.Col>
        {mode === 'create' && (
          <Grid.Col span={12}>
            <Checkbox
              name="sendInvitation"
              label={t('users.form.sendInvitation')}
              description={t('users.form.sendInvitationHint')}
              checked={form.values.sendInvitation}
              onChange={(event) => form.setValue('sendInvitation', event.currentTarget.checked)}
            />
          </Grid.Col>
        )}
      </Grid>
    </FormDrawer>
  );
}
