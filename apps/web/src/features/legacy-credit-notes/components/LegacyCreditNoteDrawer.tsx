// First: zod must be configured before the domain schemas below are created.
import { Drawer, Grid, Select, TextInput } from '@mantine/core';
import type { Schema } from '@vetbo/api-client/client';
import { CREDIT_NOTE_CATEGORIES } from '@vetbo/domain/billing/enums';
import {
  legacyCreditNoteCreateSchema,
  legacyCreditNoteUpdateSchema,
} from '@vetbo/domain/billing/legacy-credit-notes';
import { screenAmount } from '@vetbo/domain/money/format';
import { useTranslation } from 'react-i18next';
import { legacyCreditNotesApi } from '../../../app/api/legacy-credit-notes.ts';
import { DayInput } from '../../../components/forms/DayInput.tsx';
import { FormDrawer } from '../../../components/forms/FormDrawer.tsx';
import { schemaForm } from '../../../components/forms/schema-form.ts';
import { useMayWrite } from '../../../components/permissions/use-may-write.ts';
import { EstablishmentPicker } from '../../../components/pickers/EstablishmentPicker.tsx';
import { DetailList } from '../../../components/ui/DetailList.tsx';
import { useRecordForm } from '../../../hooks/useRecordForm.tsx';
import { formatDateTime, formatDay } from '../../../lib/format-date.ts';
import type { Versioned } from '../../../lib/versioned-record.ts';

type Note = Schema<'LegacyEstablishmentCreditNote'>;

const noteForm = schemaForm(legacyCreditNoteCreateSchema, { optional: ['documentType'] });

/**
 * The side panel: a new note (`id` absent), an UNTREATED note a writer corrects, or a note shown as it is
 * (a TREATED one is final; the other roles read).
 */
export function LegacyCreditNoteDrawer({ id, onClose }: { id?: number; onClose: () => void }) {
  const mayWrite = useMayWrite('accounting');
  const detail = legacyCreditNotesApi.useDetailQuery(id);
  if (id === undefined) return <NoteForm onClose={onClose} />;
  if (!detail.data) return null;
  return mayWrite && detail.data.data.accountingStatus === 'UNTREATED' ? (
    <NoteForm record={detail.data} onClose={onClose} onReload={() => detail.refetch()} />
  ) : (
    <NoteView note={detail.data.data} onClose={onClose} />
  );
}

function NoteForm({
  record,
  onClose,
  onReload,
}: {
  record?: Versioned<Note>;
  onClose: () => void;
  onReload?: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const creating = record === undefined;
  const label = (field: string) => t(`legacyCreditNotes.fields.${field}` as 'legacyCreditNotes.fields.label');
  const { form, drawerProps } = useRecordForm({
    opened: true,
    record,
    form: noteForm,
    schema: (creating
      ? legacyCreditNoteCreateSchema
      : legacyCreditNoteUpdateSchema) as typeof legacyCreditNoteUpdateSchema,
    // An edit never sends the establishment or the number: they name the document.
    toPayload: (values) => {
      const { veterinaryEstablishmentId, documentCode, ...fields } = noteForm.toPayload(values);
      return creating ? { ...fields, veterinaryEstablishmentId, documentCode } : fields;
    },
    save: { create: legacyCreditNotesApi.useCreate(), update: legacyCreditNotesApi.useUpdate() },
    savedMessage: t(creating ? 'legacyCreditNotes.form.created' : 'legacyCreditNotes.form.saved'),
    onSaved: onClose,
    onClose,
    onReload,
  });
  return (
    <FormDrawer
      area="accounting"
      {...drawerProps}
      title={t(creating ? 'legacyCreditNotes.form.createTitle' : 'legacyCreditNotes.form.editTitle')}
      testId="legacy-credit-note-drawer"
      size="lg"
      invalidTitle={t('form.invalid')}
      submitLabel={t('form.submit')}
    >
      <Grid gap="sm">
        <Grid.Col span={12}>
          {creating ? (
            <EstablishmentPicker
              label={label('establishment')}
              withAsterisk
              clearable={false}
              value={String(form.values.veterinaryEstablishmentId ?? '')}
              onChange={(next) => form.setValue('veterinaryEstablishmentId', next)}
              error={form.errors.veterinaryEstablishmentId}
            />
          ) : (
            <TextInput
              label={label('establishment')}
              readOnly
              value={`${record.data.veterinaryEstablishmentName} (${record.data.veterinaryEstablishmentPrivilegedCode})`}
            />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={label('documentCode')} readOnly={!creating} {...form.textProps('documentCode')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <DayInput label={label('documentDate')} {...form.textProps('documentDate')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={label('documentType')}
            data={CREDIT_NOTE_CATEGORIES.map((value) => ({
              value,
              label: t(`legacyCreditNotes.types.${value}`),
            }))}
            {...form.selectProps('documentType')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={label('unitPriceWithVat')}
            description={t('legacyCreditNotes.form.amountHint')}
            {...form.textProps('unitPriceWithVat')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextInput label={label('label')} {...form.textProps('label')} />
        </Grid.Col>
      </Grid>
    </FormDrawer>
  );
}

function NoteView({ note, onClose }: { note: Note; onClose: () => void }) {
  const { t } = useTranslation();
  const label = (field: string) => t(`legacyCreditNotes.fields.${field}` as 'legacyCreditNotes.fields.label');
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="lg"
      title={t('legacyCreditNotes.view.title', { code: note.documentCode })}
      closeButtonProps={{ 'aria-label': t('legacyCreditNotes.view.close') }}
    >
      <DetailList
        emptyText="—"
        items={[
          {
            label: label('establishment'),
            value: `${note.veterinaryEstablishmentName} (${note.veterinaryEstablishmentPrivilegedCode})`,
          },
          { label: label('documentDate'), value: formatDay(note.documentDate) },
          { label: label('documentType'), value: t(`legacyCreditNotes.types.${note.documentType}`) },
          { label: label('unitPriceWithVat'), value: screenAmount(note.unitPriceWithVat) },
          { label: label('label'), value: note.label },
          {
            label: label('accountingStatus'),
            value: t(`legacyCreditNotes.statuses.${note.accountingStatus}`),
          },
          { label: label('treatedDate'), value: formatDateTime(note.treatedDate) },
          { label: label('moderationUser'), value: note.moderationUserName },
        ]}
      />
    </Drawer>
  );
}
