// First: zod must be configured before the domain schemas below are created.
import { Stack } from '@mantine/core';
import { openingHoursInputSchema } from '@vetbo/domain/opening-hours';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../../components/forms/FormDrawer.tsx';
import { schemaForm } from '../../../../components/forms/schema-form.ts';
import { useRecordForm } from '../../../../hooks/useRecordForm.tsx';
import type { Versioned } from '../../../../lib/versioned-record.ts';
import { type OpeningHours, useReplaceOpeningHours } from '../../api/opening-hours.ts';
import { ClosuresFields } from './ClosuresFields.tsx';
import { openingHoursEditor } from './opening-hours-editor.ts';
import { type OpeningHoursFormValues, toFormValues, toPayload } from './opening-hours-form-values.ts';
import { WeeklyHoursFields } from './WeeklyHoursFields.tsx';

/** The paths of every row (`weeklyHours.3.opens`…) from the schema; the rows keep their React key. */
const openingHoursForm = schemaForm<typeof openingHoursInputSchema, OpeningHoursFormValues>(
  openingHoursInputSchema,
);

interface OpeningHoursDrawerProps {
  establishmentId: number;
  /** The hours and the ETag of the version the form starts from (sent back in If-Match). */
  record: Versioned<OpeningHours>;
  opened: boolean;
  onClose: () => void;
  onSaved: (hours: OpeningHours) => void;
  onReload: () => Promise<Versioned<OpeningHours>>;
}

/** The Horaires side panel: ranges per weekday (add, remove, copy to other days) and exceptional closures. */
export function OpeningHoursDrawer({
  establishmentId,
  record,
  opened,
  onClose,
  onSaved,
  onReload,
}: OpeningHoursDrawerProps) {
  const { t } = useTranslation();
  const replace = useReplaceOpeningHours();
  const text = (key: string) =>
    t(`establishmentExtras.openingHours.form.${key}` as 'establishmentExtras.openingHours.form.title');
  const { form, drawerProps } = useRecordForm({
    opened,
    record,
    form: openingHoursForm,
    schema: openingHoursInputSchema,
    toValues: toFormValues,
    toPayload,
    send: async (body, etag) => (await replace.mutateAsync({ id: establishmentId, etag, body })).data,
    pending: replace.isPending,
    savedMessage: text('saved'),
    onSaved,
    onClose,
    onReload,
    staleMessage: text('stale'),
  });
  const edit = openingHoursEditor(form);

  return (
    <FormDrawer
      area="establishments"
      {...drawerProps}
      title={text('title')}
      testId="opening-hours-drawer"
      size="lg"
      invalidTitle={text('invalid')}
      submitLabel={text('submit')}
    >
      <Stack gap="md">
        <WeeklyHoursFields form={form} edit={edit} />
        <ClosuresFields form={form} edit={edit} />
      </Stack>
    </FormDrawer>
  );
}
