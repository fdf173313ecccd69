import { Badge, Button, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { Establishment } from '@vetbo/domain/establishments';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { AnchorLink } from '../../../components/ui/links.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { LIST_PAGE_SIZE } from '../../../lib/list-search.ts';
import { ESTABLISHMENT_SORT_FIELDS, type EstablishmentsSearch } from '../routes/search-params.ts';

interface EstablishmentsTableProps {
  search: EstablishmentsSearch;
  records: Establishment[];
  total: number;
  fetching: boolean;
  onChange: (patch: Partial<EstablishmentsSearch>) => void;
  onReset: () => void;
}

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

  const columns: DataTableColumn<Establishment>[] = [
    {
      accessor: 'privilegedCode',
      title: field('privilegedCode'),
      sortable: true,
      render: ({ privilegedCode }) => (
        <Badge variant="outline" color="dark" radius="sm">
          {privilegedCode}
        </Badge>
      ),
    },
    {
      accessor: 'name',
      title: field('name'),
      sortable: true,
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
      accessor: 'type',
      title: field('type'),
      sortable: true,
      render: ({ type }) => t(`establishments.types.${type}`),
    },
    { accessor: 'postalCode', title: field('postalCode'), sortable: true },
    { accessor: 'city', title: field('city') },
    {
      accessor: 'legalStructure',
      title: field('legalStructure'),
      render: ({ legalStructure }) => legalStructure?.socialReason ?? '',
    },
    {
      accessor: 'createdDate',
      title: field('createdDate'),
      sortable: true,
      render: ({ createdDate }) => formatDate(createdDate),
    },
  ];

  return (
    <DataTable<Establishment>
      withTableBorder
      borderRadius="sm"
      striped
      highlightOnHover
      minHeight={records.length === 0 ? 280 : undefined}
      idAccessor="id"
      columns={columns}
      records={records}
      fetching={fetching}
      loaderType="dots"
      totalRecords={total}
      recordsPerPage={LIST_PAGE_SIZE}
      page={search.page}
      onPageChange={(page) => onChange({ page })}
      sortStatus={{ columnAccessor: search.sort, direction: search.order }}
      onSortStatusChange={({ columnAccessor, direction }) => {
        const sort = ESTABLISHMENT_SORT_FIELDS.find((candidate) => candidate === columnAccessor);
        if (sort) onChange({ sort, order: direction, page: 1 });
      }}
      onRowClick={({ record }) =>
        navigate({ to: ROUTE_PATHS['establishments-id'], params: { id: String(record.id) } })
      }
      paginationText={({ from, to, totalRecords }) =>
        t('establishments.list.pagination', { from, to, total: totalRecords })
      }
      getPaginationControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
      getPaginationItemProps={(page) => ({ 'aria-label': t('pagination.page', { page }) })}
      emptyState={
        fetching ? (
          <span />
        ) : (
          <Stack align="center" gap="sm" py="xl">
            <Text fw={500} c="dark.7">
              {t('establishments.list.empty')}
            </Text>
            <Button variant="default" onClick={onReset} style={{ pointerEvents: 'all' }}>
              {t('establishments.list.resetFilters')}
            </Button>
          </Stack>
        )
      }
    />
  );
}
