import type { Schema } from '@vetbo/api-client/client';
import { useTranslation } from 'react-i18next';
import { RelatedTable } from '../../../components/detail/RelatedTable.tsx';
import { useStructureGroups } from '../api/get-related.ts';

/** The workgroups of the structure (their own screen is not built yet: no link). */
export function StructureGroups({ id }: { id: number }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`legalStructures.groups.${key}` as 'legalStructures.groups.entitled');
  return (
    <RelatedTable<Schema<'VeterinaryGroup'>>
      query={useStructureGroups(id)}
      caption={t('legalStructures.detail.tabs.groups')}
      emptyText={t('legalStructures.detail.noGroups')}
      rowKey={(row) => row.id}
      columns={[
        { label: label('entitled'), render: (row) => row.entitled },
        { label: label('groupCode'), render: (row) => row.groupCode },
        { label: label('accountingCode'), render: (row) => row.accountingCode },
      ]}
    />
  );
}
