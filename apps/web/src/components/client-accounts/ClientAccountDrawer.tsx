import { Select, Stack, TextInput } from '@mantine/core';
import {
  groupMandateCreateSchema,
  type OwnerMandateUpdate,
  ownerMandateUpdateSchema,
} from '@vetbo/domain/mandates';
import { useTranslation } from 'react-i18next';
import { mandatesApi } from '../../app/api/mandates.ts';
import type { CrudDrawerProps } from '../../hooks/useCrudDrawers.ts';
import { useRecordForm } from '../../hooks/useRecordForm.tsx';
import { FormDrawer } from '../forms/FormDrawer.tsx';
import { schemaForm } from '../forms/schema-form.ts';
import type { ClientAccount, ClientAccountsOwner, OwnerAccountCreate, OwnerKey } from './owner-mandates.ts';

// Both owners' create schemas share these two fields; the owner comes from the page and is added on send.
const accountFieldsSchema = groupMandateCreateSchema.pick({ mandateId: true, accountingCode: true });
type AccountFields = typeof accountFieldsSchema._output;
const clientAccountForm = schemaForm(accountFieldsSchema);

/**
 * Opens (mandate + accounting code) or edits (accounting code: the mandate is the account) the owner's
 * account at a creditor.
 */
export function ClientAccountDrawer<K extends OwnerKey, A extends ClientAccount>(
  props: CrudDrawerProps<A> & { owner: ClientAccountsOwner<K, A> },
) {
  const { owner, mode, record, opened, onClose, onSaved } = props;
  const { t } = useTranslation();
  const create = owner.api.useCreate();
  const update = owner.api.useUpdate();
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
      ? accountFieldsSchema
      : ownerMandateUpdateSchema) as typeof ownerMandateUpdateSchema,
    toPayload: (values) => {
      const { mandateId, accountingCode } = clientAccountForm.toPayload(values);
      return mode === 'create' ? { mandateId, accountingCode } : { accountingCode: accountingCode ?? null };
    },
    send: async (body: AccountFields | OwnerMandateUpdate, etag) =>
      mode === 'create'
        ? (
            await create.mutateAsync({
              ...(body as AccountFields),
              [owner.key]: owner.id,
            } as OwnerAccountCreate<K>)
          ).data
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
