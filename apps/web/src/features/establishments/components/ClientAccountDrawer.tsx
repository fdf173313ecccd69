import { Select, Stack, TextInput } from '@mantine/core';
import type { Schema } from '@vetbo/api-client/client';
import {
  type EstablishmentMandateCreate,
  establishmentMandateCreateSchema,
  type OwnerMandateUpdate,
  ownerMandateUpdateSchema,
} from '@vetbo/domain/mandates';
import { useTranslation } from 'react-i18next';
import { establishmentMandatesApi } from '../../../app/api/establishment-mandates.ts';
import { mandatesApi } from '../../../app/api/mandates.ts';
import { FormDrawer } from '../../../components/forms/FormDrawer.tsx';
import { schemaForm } from '../../../components/forms/schema-form.ts';
import type { CrudDrawerProps } from '../../../hooks/useCrudDrawers.ts';
import { useRecordForm } from '../../../hooks/useRecordForm.tsx';

type ClientAccount = Schema<'VeterinaryEstablishmentMandate'>;

// The establishment comes from the page; an edit changes the accounting code only (the mandate is the account).
const clientAccountForm = schemaForm(establishmentMandateCreateSchema, {
  omit: ['veterinaryEstablishmentId'],
});

/** Opens (mandate + accounting code) or edits (accounting code) the establishment's account at a creditor. */
export function ClientAccountDrawer(props: CrudDrawerProps<ClientAccount> & { establishmentId: number }) {
  const { establishmentId, mode, record, opened, onClose, onSaved } = props;
  const { t } = useTranslation();
  const create = establishmentMandatesApi.useCreate();
  const update = establishmentMandatesApi.useUpdate();
  // The creditors' mandates are a handful: all of them, once the drawer opens.
  const mandates = mandatesApi.useList({ page: 1, limit: 100 }, { enabled: opened });
  const text = (
    key:
      | 'createTitle'
      | 'editTitle'
      | 'submitCreate'
      | 'submitEdit'
      | 'invalid'
      | 'created'
      | 'saved'
      | 'stale',
  ) => t(`establishmentClients.form.${key}`);

  const { form, drawerProps } = useRecordForm({
    opened,
    record,
    form: clientAccountForm,
    schema: (mode === 'create'
      ? establishmentMandateCreateSchema
      : ownerMandateUpdateSchema) as typeof ownerMandateUpdateSchema,
    toPayload: (values) => {
      const { mandateId, accountingCode } = clientAccountForm.toPayload(values);
      return mode === 'create'
        ? { mandateId, accountingCode, veterinaryEstablishmentId: establishmentId }
        : { accountingCode: accountingCode ?? null };
    },
    send: async (body: EstablishmentMandateCreate | OwnerMandateUpdate, etag) =>
      mode === 'create'
        ? (await create.mutateAsync(body as EstablishmentMandateCreate)).data
        : (await update.mutateAsync({ id: record.data.id, etag, body })).data,
    pending: create.isPending || update.isPending,
    savedMessage: text(mode === 'create' ? 'created' : 'saved'),
    onSaved: () => onSaved(),
    onClose,
    onReload: mode === 'edit' ? props.onReload : undefined,
    staleMessage: text('stale'),
  });

  return (
    <FormDrawer
      area="billing"
      {...drawerProps}
      title={text(mode === 'create' ? 'createTitle' : 'editTitle')}
      testId="client-account-drawer"
      invalidTitle={text('invalid')}
      submitLabel={text(mode === 'create' ? 'submitCreate' : 'submitEdit')}
    >
      <Stack gap="sm">
        <Select
          label={t('establishmentClients.fields.mandate')}
          placeholder={t('establishmentClients.mandatePlaceholder')}
          data-autofocus
          disabled={mode === 'edit'}
          data={(mandates.data?.data ?? []).map((mandate) => ({
            value: String(mandate.id),
            label: `${mandate.creditor.name} — ${mandate.entitled} (${mandate.prefix})`,
          }))}
          {...form.selectProps('mandateId')}
        />
        <TextInput
          label={t('establishmentClients.fields.accountingCode')}
          description={t('establishmentClients.accountingCodeHint')}
          {...form.textProps('accountingCode')}
        />
      </Stack>
    </FormDrawer>
  );
}
