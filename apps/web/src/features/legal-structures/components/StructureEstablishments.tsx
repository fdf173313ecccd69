import type { Schema } from '@vetbo/api-client/client';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { RelatedTable } from '../../../components/detail/RelatedTable.tsx';
import { AnchorLink } from '../../../components/ui/links.tsx';
import { useStructureEstablishments } from '../api/related.ts';

type Establishment = Schema<'Establishment'>;

/** The establishments of the structure, each linking to its own page. */
export function StructureEstablishments({ id }: { id: number }) {
  const { t } = useTranslation();
  const label = (key: string) =>
    t(`legalStructures.establishments.${key}` as 'legalStructures.establishments.name');
  return (
    <RelatedTable<Establishment>
      query={useStructureEstablishments(id)}
      caption={t('legalStructures.detail.tabs.establishments')}
      emptyText={t('legalStructures.detail.noEstablishments')}
      rowKey={(row) => row.id}
      columns={[
        {
          label: label('name'),
          render: (row) => (
            <AnchorLink to={ROUTE_PATHS['establishments-id']} params={{ id: String(row.id) }} fw={500}>
              {row.name}
            </AnchorLink>
          ),
        },
        { label: label('privilegedCode'), render: (row) => row.privilegedCode },
        {
          label: label('type'),
          render: (row) => t(`establishments.types.${row.type}` as 'establishments.types.CLI'),
        },
        { label: label('city'), render: (row) => row.city },
      ]}
    />
  );
}
