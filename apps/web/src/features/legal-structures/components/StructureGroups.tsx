import type { Schema } from '@vetbo/api-client/client';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { RelatedTable } from '../../../components/detail/RelatedTable.tsx';
import { AnchorLink } from '../../../components/ui/links.tsx';
import { useStructureGroups } from '../api/related.ts';

/** The workgroups of the structure, each linking to its own page. */
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
        {
          label: label('entitled'),
          render: (row) => (
            <AnchorLink to={ROUTE_PATHS['workgroups-id']} params={{ id: String(row.id) }} fw={500}>
              {row.entitled}
            </AnchorLink>
          ),
        },
        { label: label('groupCode'), render: (row) => row.groupCode },
        { label: label('accountingCode'), render: (row) => row.accountingCode },
      ]}
    />
  );
}
