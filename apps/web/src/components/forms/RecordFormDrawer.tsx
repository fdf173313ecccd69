import type { PermissionArea } from '@vetbo/domain/permissions';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type SaveMutation, useRecordForm } from '../../hooks/useRecordForm.tsx';
import type { Versioned } from '../../lib/versioned-record.ts';
import { FormDrawer } from './FormDrawer.tsx';
import { SectionInputs } from './SectionInputs.tsx';
import { schemaForm } from './schema-form.ts';

/** The drawer's texts: its title; the others where the resource words its own (else the app's `form.*` texts). */
export interface RecordFormTexts {
  title: string;
  saved?: string;
  stale?: string;
  invalid?: string;
  submit?: string;
}

/** What the drawer uses of the resource's API hooks (app/api: `defineResource`). */
export interface RecordFormApi<R> {
  /** The record with its ETag, loaded already by the page (reloaded after a 412). */
  useDetail: (id: number) => {
    data: Versioned<R>;
    refetch: (options: { throwOnError: boolean }) => Promise<{ data?: Versioned<R> | undefined }>;
  };
  /** The PATCH with the ETag of the version the form started from. */
  useUpdate: () => SaveMutation<{ id: number; etag: string | undefined; body: never }, R>;
}

interface RecordFormDrawerProps<R extends { id: number }> {
  api: RecordFormApi<R>;
  /** The area the record's PATCH checks (x-access): the drawer is drawn only for the roles that may write it. */
  area: PermissionArea;
  id: number;
  opened: boolean;
  onClose: () => void;
  /** The domain's record schema: the form's values, required marks and each input's rule. */
  schema: z.ZodObject;
  /** The domain's update schema: it checks what is sent (an emptied field it takes as null is null). */
  updateSchema: z.ZodType;
  /** The fields by section, the same the Informations tab shows. */
  sections: Readonly<Record<string, readonly string[]>>;
  texts: RecordFormTexts;
  label: (field: string) => string;
  sectionTitle: (section: string) => string;
  /** A help text under an input. */
  hint?: (field: string) => string | undefined;
  /** A choice's text (a country's name); the code itself when undefined. */
  option?: (field: string, value: string) => string | undefined;
  testId: string;
  size?: 'lg' | 'xl';
}

/**
 * A record's edit side panel drawn from its section map: the inputs by their domain rules
 * (SectionInputs), the form's plumbing from the schema (schemaForm, useRecordForm), the shared texts.
 */
export function RecordFormDrawer<R extends { id: number }>(props: RecordFormDrawerProps<R>) {
  const { api, opened, onClose, schema, updateSchema, texts } = props;
  const detail = api.useDetail(props.id);
  const { t } = useTranslation();
  const form = useMemo(() => schemaForm<z.ZodObject, Record<string, unknown>>(schema), [schema]);
  const recordForm = useRecordForm({
    opened,
    record: detail.data,
    form,
    schema: updateSchema,
    save: { update: api.useUpdate() },
    savedMessage: texts.saved ?? t('form.saved'),
    onSaved: onClose,
    onClose,
    onReload: async () => (await detail.refetch({ throwOnError: true })).data,
    staleMessage: texts.stale ?? t('form.stale'),
  });

  return (
    <FormDrawer
      {...recordForm.drawerProps}
      area={props.area}
      title={texts.title}
      testId={props.testId}
      size={props.size ?? 'xl'}
      invalidTitle={texts.invalid ?? t('form.invalid')}
      submitLabel={texts.submit ?? t('form.submit')}
    >
      <SectionInputs
        form={recordForm.form}
        sections={props.sections}
        rules={schema.shape}
        label={props.label}
        title={props.sectionTitle}
        hint={props.hint}
        option={props.option}
      />
    </FormDrawer>
  );
}
