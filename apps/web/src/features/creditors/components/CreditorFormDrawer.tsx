// First: zod must be configured before the domain schemas below are created.
import type { Schema } from '@vetbo/api-client/client';
import { creditorRecordSchema, creditorUpdateSchema, SERIES_PREFIX_FIELDS } from '@vetbo/domain/creditors';
import { useTranslation } from 'react-i18next';
import { creditorsApi } from '../../../app/api/creditors.ts';
import { SectionInputs } from '../../../components/detail/SectionInputs.tsx';
import { FormDrawer } from '../../../components/forms/FormDrawer.tsx';
import { schemaForm } from '../../../components/forms/schema-form.ts';
import { useRecordForm } from '../../../hooks/useRecordForm.tsx';
import type { Versioned } from '../../../lib/versioned-record.ts';

type Creditor = Schema<'Creditor'>;

/** The fields by section, in the order the page and the form show them. */
export const CREDITOR_SECTIONS = {
  identity: ['name', 'legalCode', 'vatIntraCommunityNumber', 'streetName', 'postalCode', 'city', 'country'],
  bank: ['sepaCreditorIdentifier', 'iban', 'bicSwift'],
  series: SERIES_PREFIX_FIELDS,
  mentions: ['legalForm', 'shareCapital', 'tradeRegisterCity', 'latePaymentPenalty', 'vatOnDebits'],
} as const;

/** The form's paths, empty values, required marks and euros ↔ cents, from the domain's schema. */
const creditorForm = schemaForm(creditorRecordSchema);

interface CreditorFormDrawerProps {
  /** The record and the ETag of the version the form starts from (sent back in If-Match). */
  record: Versioned<Creditor>;
  opened: boolean;
  onClose: () => void;
  /** Fetches the current version after a 412. */
  onReload: () => Promise<unknown>;
}

/** The edit side panel of a creditor (ADMIN), validated with the shared zod schema. */
export function CreditorFormDrawer({ record, opened, onClose, onReload }: CreditorFormDrawerProps) {
  const { t } = useTranslation();
  const update = creditorsApi.useUpdate();
  const { form, drawerProps } = useRecordForm({
    opened,
    record,
    form: creditorForm,
    schema: creditorUpdateSchema,
    send: async (body, etag) => (await update.mutateAsync({ id: record.data.id, etag, body })).data,
    pending: update.isPending,
    savedMessage: t('creditors.form.saved'),
    onSaved: onClose,
    onClose,
    onReload,
    staleMessage: t('creditors.form.stale'),
  });
  const hint = (field: string) =>
    (SERIES_PREFIX_FIELDS as readonly string[]).includes(field)
      ? t('creditors.form.prefixHint')
      : field === 'latePaymentPenalty'
        ? t('creditors.form.penaltyHint')
        : undefined;

  return (
    <FormDrawer
      {...drawerProps}
      title={t('creditors.form.title')}
      testId="creditor-form-drawer"
      size="xl"
      invalidTitle={t('creditors.form.invalid')}
      submitLabel={t('creditors.form.submit')}
    >
      <SectionInputs
        form={form}
        sections={CREDITOR_SECTIONS}
        rules={creditorRecordSchema.shape}
        label={(field) => t(`creditors.fields.${field}` as 'creditors.fields.name')}
        title={(section) => t(`creditors.detail.sections.${section}` as 'creditors.detail.sections.bank')}
        hint={hint}
        option={(field, code) =>
          field === 'country' ? t(`countries.${code}` as 'countries.FRA') : undefined
        }
      />
    </FormDrawer>
  );
}
