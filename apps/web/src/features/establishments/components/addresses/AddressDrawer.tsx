// First: zod must be configured before the domain schemas below are created.
import {
  type Address,
  establishmentAddressCreateSchema,
  establishmentAddressUpdateSchema,
} from '@vetbo/domain/addresses';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { establishmentAddressesApi } from '../../../../app/api/establishment-addresses.ts';
import { AddressInputs } from '../../../../components/forms/AddressInputs.tsx';
import { FormDrawer } from '../../../../components/forms/FormDrawer.tsx';
import { schemaForm } from '../../../../components/forms/schema-form.ts';
import type { CrudDrawerProps } from '../../../../hooks/useCrudDrawers.ts';
import { useRecordForm } from '../../../../hooks/useRecordForm.tsx';

// The establishment comes from the page; the country defaults to France (the schema's default).
const addressForm = schemaForm(establishmentAddressCreateSchema, { omit: ['veterinaryEstablishmentId'] });
type AddressUpdate = z.output<typeof establishmentAddressUpdateSchema>;
const OPTIONAL_FIELDS = ['streetNumber', 'additionalAddress', 'email', 'phone', 'link'] as const;

/** Spec §2.10 "address": add or edit one of the establishment's addresses. */
export function AddressDrawer(props: CrudDrawerProps<Address> & { establishmentId: number }) {
  const { establishmentId, mode, record, opened, onClose, onSaved } = props;
  const { t } = useTranslation();
  const create = establishmentAddressesApi.useCreate();
  const update = establishmentAddressesApi.useUpdate();
  const text = (key: string) =>
    t(`establishmentPage.addresses.${key}` as 'establishmentPage.addresses.title');

  const { form, drawerProps } = useRecordForm({
    opened,
    record,
    form: addressForm,
    schema: (mode === 'create'
      ? establishmentAddressCreateSchema
      : establishmentAddressUpdateSchema) as typeof establishmentAddressUpdateSchema,
    toPayload: (values) => ({
      ...addressForm.toPayload(values),
      ...(mode === 'create' ? { veterinaryEstablishmentId: establishmentId } : {}),
    }),
    send: async (payload: AddressUpdate, etag) => {
      if (props.mode === 'create') return (await create.mutateAsync(payload as never)).data;
      // An emptied optional field is sent as null: the API then clears it.
      const body = { ...payload };
      for (const field of OPTIONAL_FIELDS) body[field] = payload[field] ?? null;
      // The generated PATCH type marks `country` required (its create default); the API takes it optional.
      return (await update.mutateAsync({ id: props.record.data.id, etag, body: body as never })).data;
    },
    pending: create.isPending || update.isPending,
    savedMessage: text(mode === 'create' ? 'created' : 'saved'),
    onSaved: () => onSaved(),
    onClose,
    onReload: props.mode === 'edit' ? props.onReload : undefined,
    staleMessage: text('stale'),
  });

  return (
    <FormDrawer
      area="establishments"
      {...drawerProps}
      title={text(mode === 'create' ? 'createTitle' : 'editTitle')}
      testId="address-drawer"
      size="lg"
      invalidTitle={text('invalid')}
      submitLabel={text(mode === 'create' ? 'submitCreate' : 'submitEdit')}
    >
      <AddressInputs
        form={form}
        path=""
        label={(field) => t(`establishments.fields.${field}` as 'establishments.fields.name')}
        contact={{ phoneHint: t('establishments.form.phoneHint') }}
      />
    </FormDrawer>
  );
}
