import { Button, Group } from '@mantine/core';
import type { EXPORT_FORMATS } from '@vetbo/domain/establishments';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/Icon.tsx';
import { useExportEstablishments } from '../api/export-establishments.ts';
import type { EstablishmentsSearch } from '../search-params.ts';

// The formats are listed here rather than imported: the domain module that exports them also holds the
// form schemas (zod), which the list must not download.
const LABELS = {
  csv: ['establishments.list.exportCsv', 'establishments.list.exportCsvLabel'],
  xlsx: ['establishments.list.exportXlsx', 'establishments.list.exportXlsxLabel'],
} as const satisfies Record<(typeof EXPORT_FORMATS)[number], readonly [string, string]>;
const FORMATS = Object.keys(LABELS) as (keyof typeof LABELS)[];

export function ExportButtons({ search }: { search: EstablishmentsSearch }) {
  const { t } = useTranslation();
  const exportList = useExportEstablishments();
  return (
    <Group gap="xs">
      {FORMATS.map((format) => (
        <Button
          key={format}
          variant="default"
          leftSection={<Icon name="download" size={16} />}
          loading={exportList.isPending && exportList.variables?.format === format}
          onClick={() => exportList.mutate({ format, search })}
          title={t(LABELS[format][1])}
        >
          {t(LABELS[format][0])}
        </Button>
      ))}
    </Group>
  );
}
