import { Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { Schema } from '@vetbo/api-client/client';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { type ListColumn, ListTable } from '../../../components/data/ListTable.tsx';
import { AnchorLink } from '../../../components/ui/links.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import type { LegalStructureSortField, LegalStructuresSearch } from '../search-params.ts';

type LegalStructure = Schema<'LegalStructure'>;

interface LegalStructuresTableProps {
  search: LegalStructuresSearch;
  records: LegalStructure[];
  total: number;
  fetching: boolean;
  onChange: (patch: Partial<LegalStructuresSearch>) => void;
}

/** The legal structures list's columns on the shared list table. */
export function LegalStructuresTable({
  search,
  records,
  total,
  fetching,
  onChange,
}: LegalStructuresTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const field = (name: string) =>
    t(`legalStructures.fields.${name}` as 'legalStructures.fields.socialReason');

  const columns: ListColumn<LegalStructure, LegalStructureSortField>[] = [
    {
      key: 'socialReason',
      label: field('socialReason'),
      sort: 'socialReason',
      render: ({ id, socialReason }) => (
        <AnchorLink
          to={ROUTE_PATHS['legalStructures-id']}
          params={{ id: String(id) }}
          fw={500}
          onClick={(event) => event.stopPropagation()}
        >
          {socialReason}
        </AnchorLink>
      ),
    },
    { key: 'tradeName', label: field('tradeName'), render: ({ tradeName }) => tradeName },
    { key: 'legalCode', label: field('legalCode'), sort: 'legalCode', render: ({ legalCode }) => legalCode },
    { key: 'legalForm', label: field('legalForm'), render: ({ legalForm }) => legalForm },
    { key: 'city', label: field('city'), render: ({ headQuarterAddress }) => headQuarterAddress.city },
    {
      key: 'createdDate',
      label: field('createdDate'),
      sort: 'createdDate',
      render: ({ createdDate }) => formatDate(createdDate),
    },
  ];

  return (
    <ListTable
      columns={columns}
      records={records}
      total={total}
      page={search.page}
      sort={search.sort}
      order={search.order}
      fetching={fetching}
      onChange={onChange}
      onOpen={({ id }) => navigate({ to: ROUTE_PATHS['legalStructures-id'], params: { id: String(id) } })}
      empty={
        <Text fw={500} c="dark.7">
          {t('legalStructures.list.empty')}
        </Text>
      }
    />
  );
}
