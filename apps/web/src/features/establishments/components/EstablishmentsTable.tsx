import {
  Badge,
  Box,
  Button,
  Group,
  Loader,
  Pagination,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { Establishment } from '@vetbo/domain/establishments';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { Icon } from '../../../components/ui/Icon.tsx';
import { AnchorLink } from '../../../components/ui/links.tsx';
import { markPrimaryContentShown } from '../../../lib/first-paint.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { LIST_PAGE_SIZE } from '../../../lib/list-search.ts';
import type { EstablishmentSortField, EstablishmentsSearch } from '../routes/search-params.ts';

interface EstablishmentsTableProps {
  search: EstablishmentsSearch;
  records: Establishment[];
  total: number;
  fetching: boolean;
  onChange: (patch: Partial<EstablishmentsSearch>) => void;
  onReset: () => void;
}

interface Column {
  key: string;
  sort?: EstablishmentSortField;
  render: (establishment: Establishment) => ReactNode;
}

/** Sort state of a column header, as `aria-sort` says it. */
function ariaSort(search: EstablishmentsSearch, sort?: EstablishmentSortField) {
  if (!sort || search.sort !== sort) return undefined;
  return search.order === 'asc' ? 'ascending' : 'descending';
}

/**
 * The list's table: Mantine's Table and Pagination (mantine-datatable pulled menus, popovers and
 * floating-ui into the first screen's download). Sortable headers are buttons, the row click and the
 * name link both open the establishment.
 */
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
  const pages = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
  const from = total === 0 ? 0 : (search.page - 1) * LIST_PAGE_SIZE + 1;
  const to = Math.min(total, search.page * LIST_PAGE_SIZE);
  const settled = !fetching || records.length > 0;

  // The list is the screen's main content: once shown, secondary widgets may download.
  useEffect(() => {
    if (settled) markPrimaryContentShown();
  }, [settled]);

  const columns: Column[] = [
    {
      key: 'privilegedCode',
      sort: 'privilegedCode',
      render: ({ privilegedCode }) => (
        <Badge variant="outline" color="dark" radius="sm">
          {privilegedCode}
        </Badge>
      ),
    },
    {
      key: 'name',
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
    { key: 'type', sort: 'type', render: ({ type }) => t(`establishments.types.${type}`) },
    { key: 'postalCode', sort: 'postalCode', render: ({ postalCode }) => postalCode },
    { key: 'city', render: ({ city }) => city },
    { key: 'legalStructure', render: ({ legalStructure }) => legalStructure?.socialReason ?? '' },
    { key: 'createdDate', sort: 'createdDate', render: ({ createdDate }) => formatDate(createdDate) },
  ];

  const toggleSort = (sort: EstablishmentSortField) =>
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
              {records.map((establishment) => (
                <Table.Tr
                  key={establishment.id}
                  style={{ cursor: 'pointer' }}
                  onClick={() =>
                    navigate({
                      to: ROUTE_PATHS['establishments-id'],
                      params: { id: String(establishment.id) },
                    })
                  }
                >
                  {columns.map(({ key, render }) => (
                    <Table.Td key={key}>{render(establishment)}</Table.Td>
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
            <Stack align="center" gap="sm" py="xl" mih={240} justify="center">
              <Text fw={500} c="dark.7">
                {t('establishments.list.empty')}
              </Text>
              <Button variant="default" onClick={onReset}>
                {t('establishments.list.resetFilters')}
              </Button>
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
