import { Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { Schema } from '@vetbo/api-client/client';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { type ListColumn, ListTable } from '../../../components/data/ListTable.tsx';
import { AnchorLink } from '../../../components/ui/links.tsx';
import type { WorkgroupSortField, WorkgroupsSearch } from '../search-params.ts';

type Workgroup = Schema<'VeterinaryGroup'>;

interface WorkgroupsTableProps {
  search: WorkgroupsSearch;
  records: Workgroup[];
  total: number;
  fetching: boolean;
  onChange: (patch: Partial<WorkgroupsSearch>) => void;
}

/** The workgroups list's columns on the shared list table. */
export function WorkgroupsTable({ search, records, total, fetching, onChange }: WorkgroupsTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const field = (name: string) => t(`workgroups.fields.${name}` as 'workgroups.fields.entitled');

  const columns: ListColumn<Workgroup, WorkgroupSortField>[] = [
    { key: 'groupCode', label: field('groupCode'), sort: 'groupCode', render: ({ groupCode }) => groupCode },
    {
      key: 'entitled',
      label: field('entitled'),
      sort: 'entitled',
      render: ({ id, entitled }) => (
        <AnchorLink
          to={ROUTE_PATHS['workgroups-id']}
          params={{ id: String(id) }}
          fw={500}
          onClick={(event) => event.stopPropagation()}
        >
          {entitled}
        </AnchorLink>
      ),
    },
    {
      key: 'legalStructure',
      label: field('legalStructure'),
      render: ({ legalStructure }) =>
        legalStructure?.socialReason ?? (
          <Text span size="sm" c="dimmed">
            {t('workgroups.list.noStructure')}
          </Text>
        ),
    },
    { key: 'accountingCode', label: field('accountingCode'), render: ({ accountingCode }) => accountingCode },
    {
      key: 'activeMemberCount',
      label: field('activeMemberCount'),
      render: ({ activeMemberCount }) => activeMemberCount,
    },
    {
      key: 'status',
      label: field('status'),
      sort: 'status',
      // Plain text, not the detail page's badge: the list's first paint stays within its budget.
      render: ({ status }) => (
        <Text span size="sm" c={status === 'ENABLED' ? 'teal.9' : 'dimmed'} fw={500}>
          {t(`workgroups.statuses.${status}`)}
        </Text>
      ),
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
      onOpen={({ id }) => navigate({ to: ROUTE_PATHS['workgroups-id'], params: { id: String(id) } })}
      empty={
        <Text fw={500} c="dark.7">
          {t('workgroups.list.empty')}
        </Text>
      }
    />
  );
}
