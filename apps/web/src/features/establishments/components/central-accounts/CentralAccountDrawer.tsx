// First: zod must be configured before the domain schemas below are created.
import { Grid, Select, TextInput } from '@mantine/core';
import {
  type CentralAccountCreate,
  type CentralAccountUpdate,
  centralAccountCreateSchema,
  centralAccountUpdateSchema,
} from '@vetbo/domain/central-accounts';
import { ENABLED_STATUSES, PURCHASING_CENTRAL_LABELS, PURCHASING_CENTRALS } from '@vetbo/domain/enums';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../../../components/forms/DayInput.tsx';
import { FormDrawer } from '../../../../components/forms/FormDrawer.tsx';
import { schemaForm } from '../../../../components/forms/schema-form.ts';
import { useRecordForm } from '../../../../hooks/useRecordForm.tsx';
import { currentLocale } from '../../../../lib/i18n.ts';
import type { Versioned } from '../../../../lib/versioned-record.ts';
import { type CentralAccount, useSaveCentralAccount } from '../../api/central-accounts.ts';

// The establishment comes from the page; the status defaults to "Actif" (the create schema's default).
const centralAccountForm = schemaForm(centralAccountCreateSchema, { omit: ['veterinaryEstablishmentId'] });
type Field =
  | 'central'
  | 'clientCode'
  | 'centralPurchasingCode'
  | 'centralPurchasingId'
  | 'startDate'
  | 'status';

export const centralLabel = (central: CentralAccount['central']) =>
  PURCHASING_CENTRAL_LABELS[central][currentLocale()];

type CentralAccountDrawerProps = {
  establishmentId: number;
  opened: boolean;
  onClose: () => void;
  onSaved: () => void;
} & (
  | { mode: 'create'; record?: undefined; onReload?: undefined }
  | { mode: 'edit'; record: Versioned<CentralAccount>; onReload: () => Promise<Versioned<CentralAccount>> }
);

/** Create/edit side panel of a central account; a second account at the same central shows on the central. */
export function CentralAccountDrawer(props: CentralAccountDrawerProps) {
  const { establishmentId, mode, record, opened, onClose, onSaved } = props;
  const { t } = useTranslation();
  const { create, update } = useSaveCentralAccount(establishmentId);
  const label = (field: Field) => t(`establishmentExtras.centralAccounts.fields.${field}`);
  const text = (key: string) =>
    t(
      `establishmentExtras.centralAccounts.form.${key}` as 'establishmentExtras.centralAccounts.form.invalid',
    );

  const { form, drawerProps } = useRecordForm({
    opened,
    record,
    form: centralAccountForm,
    schema: (props.mode === 'create'
      ? centralAccountCreateSchema
      : centralAccountUpdateSchema) as typeof centralAccountUpdateSchema,
    toPayload: (values) => ({
      ...centralAccountForm.toPayload(values),
      ...(props.mode === 'create' ? { veterinaryEstablishmentId: establishmentId } : {}),
    }),
    send: async (payload: CentralAccountCreate | CentralAccountUpdate, etag) => {
      if (props.mode === 'create') return (await create.mutateAsync(payload as CentralAccountCreate)).data;
      const parsed = payload as CentralAccountUpdate;
      // Emptied optional fields are sent as null: the API then clears them.
      const body = {
        ...parsed,
        centralPurchasingCode: parsed.centralPurchasingCode ?? null,
        centralPurchasingId: parsed.centralPurchasingId ?? null,
        startDate: parsed.startDate ?? null,
      };
      return (await update.mutateAsync({ id: props.record.data.id, etag, body })).data;
    },
    pending: create.isPending || update.isPending,
    savedMessage: text(mode === 'create' ? 'created' : 'saved'),
    // The list shows the saved account; the next opening starts empty (create) or from the record.
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
      testId="central-account-drawer"
      size="lg"
      invalidTitle={text('invalid')}
      submitLabel={text(mode === 'create' ? 'submitCreate' : 'submitEdit')}
    >
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={label('central')}
            placeholder={text('centralPlaceholder')}
            data-autofocus
            data={PURCHASING_CENTRALS.map((central) => ({ value: central, label: centralLabel(central) }))}
            {...form.selectProps('central')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={label('clientCode')}
            description={text('codeHint')}
            {...form.textProps('clientCode')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={label('centralPurchasingCode')}
            description={text('purchasingHint')}
            {...form.textProps('centralPurchasingCode')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={label('centralPurchasingId')}
            description={text('purchasingHint')}
            {...form.textProps('centralPurchasingId')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <DayInput label={label('startDate')} {...form.textProps('startDate')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={label('status')}
            allowDeselect={false}
            data={ENABLED_STATUSES.map((status) => ({
              value: status,
              label: t(`establishmentExtras.centralAccounts.statuses.${status}`),
            }))}
            {...form.selectProps('status')}
          />
        </Grid.Col>
      </Grid>
    </FormDrawer>
  );
}
