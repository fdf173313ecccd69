import { Badge, Button, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { Establishment } from '@vetbo/domain/establishments';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { type ListColumn, ListTable } from '../../../components/data/ListTable.tsx';
import { AnchorLink } from '../../../components/ui/links.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import type { EstablishmentSortField, EstablishmentsSearch } from '../search-params.ts';

interface EstablishmentsTableProps {
  search: EstablishmentsSearch;
  records: Establishment[];
  total: number;
  fetching: boolean;
  onChange: (patch: Partial<EstablishmentsSearch>) => void;
  onReset: () => void;
}

/** The establishments list's columns on the shared list table. */
export function EstablishmentsTable({
  search,
  records,
  total,
  fetching,
  onChange,
  onReset,
}: EstablishmentsTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const field = (name: string) => t(`establishments.fields.${name}` as 'establishments.fields.name');

  const columns: ListColumn<Establishment, EstablishmentSortField>[] = [
    {
      key: 'privilegedCode',
      label: field('privilegedCode'),
      sort: 'privilegedCode',
      render: ({ privilegedCode }) => (
        <Badge variant="outline" color="dark" radius="sm">
          {privilegedCode}
        </Badge>
      ),
    },
    {
      key: 'name',
      label: field('name'),
      sort: 'name',
      render: ({ id, name }) => (
        // A real link keeps the row reachable with the keyboard; the row click does the same.
        <AnchorLink
          to={ROUTE_PATHS['establishments-id']}
          params={{ id: String(id) }}
          fw={500}
          onClick={(event) => event.stopPropagation()}
        >
          {name}
        </AnchorLink>
      ),
    },
    {
      key: 'type',
      label: field('type'),
      sort: 'type',
      render: ({ type }) => t(`establishments.types.${type}`),
    },
    {
      key: 'postalCode',
      label: field('postalCode'),
      sort: 'postalCode',
      render: ({ postalCode }) => postalCode,
    },
    { key: 'city', label: field('city'), render: ({ city }) => city },
    {
      key: 'legalStructure',
      label: field('legalStructure'),
      render: ({ legalStructure }) => legalStructure?.socialReason ?? '',
    },
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
      onOpen={({ id }) => navigate({ to: ROUTE_PATHS['establishments-id'], params: { id: String(id) } })}
      empty={
        <>
          <Text fw={500} c="dark.7">
            {t('establishments.list.empty')}
          </Text>
          <Button variant="default" onClick={onReset}>
            {t('establishments.list.resetFilters')}
          </Button>
        </>
      }
    />
  );
}
