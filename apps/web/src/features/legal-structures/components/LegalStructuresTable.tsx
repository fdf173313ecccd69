import { Box, Group, Loader, Pagination, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { Schema } from '@vetbo/api-client/client';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { Icon } from '../../../components/ui/Icon.tsx';
import { AnchorLink } from '../../../components/ui/links.tsx';
import { markPrimaryContentShown } from '../../../lib/first-paint.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { LIST_PAGE_SIZE } from '../../../lib/list-search.ts';
import type { LegalStructureSortField, LegalStructuresSearch } from '../routes/search-params.ts';

type LegalStructure = Schema<'LegalStructure'>;

interface LegalStructuresTableProps {
  search: LegalStructuresSearch;
  records: LegalStructure[];
  total: number;
  fetching: boolean;
  onChange: (patch: Partial<LegalStructuresSearch>) => void;
}

interface Column {
  key: string;
  sort?: LegalStructureSortField;
  render: (structure: LegalStructure) => ReactNode;
}

function ariaSort(search: LegalStructuresSearch, sort?: LegalStructureSortField) {
  if (!sort || search.sort !== sort) return undefined;
  return search.order === 'asc' ? 'ascending' : 'descending';
}

/** Same table as the establishments list (Mantine Table, sortable header buttons, row click opens). */
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
  const pages = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
  const from = total === 0 ? 0 : (search.page - 1) * LIST_PAGE_SIZE + 1;
  const to = Math.min(total, search.page * LIST_PAGE_SIZE);
  const settled = !fetching || records.length > 0;

  useEffect(() => {
    if (settled) markPrimaryContentShown();
  }, [settled]);

  const columns: Column[] = [
    {
      key: 'socialReason',
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
    { key: 'tradeName', render: ({ tradeName }) => tradeName },
    { key: 'legalCode', sort: 'legalCode', render: ({ legalCode }) => legalCode },
    { key: 'legalForm', render: ({ legalForm }) => legalForm },
    { key: 'city', render: ({ headQuarterAddress }) => headQuarterAddress.city },
    { key: 'createdDate', sort: 'createdDate', render: ({ createdDate }) => formatDate(createdDate) },
  ];

  const toggleSort = (sort: LegalStructureSortField) =>
    onChange({ sort, order: search.sort === sort && search.order === 'asc' ? 'desc' : 'asc', page: 1 });

  return (
    <Stack gap="xs">
      <Box pos="relative" style={{ opacity: fetching && records.length > 0 ? 0.6 : 1 }}>
        <Table.ScrollContainer minWidth={900} type="native">
          <Table withTableBorder striped highlightOnHover aria-busy={fetching}>
            <Table.Thead>
              <Table.Tr>
                {columns.map(({ key, sort }) => (
                  <Table.Th key={key} aria-sort={ariaSort(search, sort)}>
                    {sort ? (
                      <UnstyledButton onClick={() => toggleSort(sort)} fw={700} fz="sm">
                        <Group gap={4} wrap="nowrap">
                          {field(key)}
                          <Icon
                            name={
                              search.sort !== sort
                                ? 'selector'
                                : search.order === 'asc'
                                  ? 'chevronUp'
                                  : 'chevronDown'
                            }
                            size={14}
                            aria-hidden
                          />
                        </Group>
                      </UnstyledButton>
                    ) : (
                      field(key)
                    )}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {records.map((structure) => (
                <Table.Tr
                  key={structure.id}
                  style={{ cursor: 'pointer' }}
                  onClick={() =>
                    navigate({ to: ROUTE_PATHS['legalStructures-id'], params: { id: String(structure.id) } })
                  }
                >
                  {columns.map(({ key, render }) => (
                    <Table.Td key={key}>{render(structure)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {records.length === 0 &&
          (fetching ? (
            <Group justify="center" py="xl" mih={240}>
              <Loader type="dots" aria-label={t('common.loading')} />
            </Group>
          ) : (
            <Stack align="center" py="xl" mih={240} justify="center">
              <Text fw={500} c="dark.7">
                {t('legalStructures.list.empty')}
              </Text>
            </Stack>
          ))}
      </Box>
      {total > 0 && (
        <Group justify="space-between" wrap="wrap">
          <Text size="sm">{t('establishments.list.pagination', { from, to, total })}</Text>
          <Pagination
            total={pages}
            value={search.page}
            onChange={(page) => onChange({ page })}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
            getItemProps={(page) => ({ 'aria-label': t('pagination.page', { page }) })}
          />
        </Group>
      )}
    </Stack>
  );
}
