import {
  Box,
  Group,
  Loader,
  Pagination,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { markPrimaryContentShown } from '../../lib/first-paint.ts';
import { LIST_PAGE_SIZE, type SortOrder } from '../../lib/list-search.ts';
import { Icon } from '../ui/Icon.tsx';
import { AnchorLink } from '../ui/links.tsx';
import type { ListLinkTarget } from './list-screen.ts';
import { pageCount } from './list-screen.ts';

export interface ListColumn<T, S extends string> {
  key: string;
  label: string;
  /** The list's sort field behind this column, when it sorts. */
  sort?: S;
  render: (record: T) => ReactNode;
  /** The cell is the record's link (a real link keeps the row reachable with the keyboard). */
  link?: boolean;
  /** The header's label is for screen readers only (a column of checkboxes stays narrow). */
  hiddenLabel?: boolean;
  /**
   * The narrowest the column may be, for a text of several words (a client's name): without it, a wide
   * table squeezes such a column to its longest word, a name on four or five lines.
   */
  minWidth?: string;
}

export interface ListTableProps<T extends { id: number }, S extends string> {
  columns: ListColumn<T, S>[];
  records: T[];
  total: number;
  /** false: the list has more rows than `total` (the API counted up to a threshold); the next page exists. */
  totalIsExact?: boolean;
  page: number;
  sort: S;
  order: SortOrder;
  fetching: boolean;
  onChange: (patch: { page?: number; sort?: S; order?: SortOrder }) => void;
  onOpen: (record: T) => void;
  /** Where the `link` columns lead (the same place as the row). */
  linkTo?: (record: T) => ListLinkTarget;
  /** Shown instead of the rows when there is none (with its action, e.g. resetting filters). */
  empty: ReactNode;
}

/**
 * The table every list shows: Mantine's Table and Pagination (mantine-datatable pulled menus, popovers
 * and floating-ui into the first screen's download). Sortable headers are buttons with `aria-sort`; a
 * row click opens the record (its name cell holds a real link for the keyboard).
 */
export function ListTable<T extends { id: number }, S extends string>({
  columns,
  records,
  total,
  totalIsExact = true,
  page,
  sort,
  order,
  fetching,
  onChange,
  onOpen,
  linkTo,
  empty,
}: ListTableProps<T, S>) {
  const { t } = useTranslation();
  const pages = pageCount(total, LIST_PAGE_SIZE, totalIsExact);
  const from = total === 0 ? 0 : (page - 1) * LIST_PAGE_SIZE + 1;
  const to = Math.min(total, page * LIST_PAGE_SIZE);
  const settled = !fetching || records.length > 0;

  // The list is the screen's main content: once shown, secondary widgets may download.
  useEffect(() => {
    if (settled) markPrimaryContentShown();
  }, [settled]);

  const toggleSort = (field: S) =>
    onChange({ sort: field, order: sort === field && order === 'asc' ? 'desc' : 'asc', page: 1 });
  const ariaSort = (field?: S) =>
    !field || sort !== field ? undefined : order === 'asc' ? 'ascending' : 'descending';

  return (
    <Stack gap="xs">
      <Box pos="relative" style={{ opacity: fetching && records.length > 0 ? 0.6 : 1 }}>
        <Table.ScrollContainer minWidth={900} type="native">
          <Table withTableBorder striped highlightOnHover aria-busy={fetching}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th
                    key={column.key}
                    aria-sort={ariaSort(column.sort)}
                    style={column.minWidth ? { minWidth: column.minWidth } : undefined}
                  >
                    {column.hiddenLabel ? (
                      <VisuallyHidden>{column.label}</VisuallyHidden>
                    ) : column.sort ? (
                      <UnstyledButton onClick={() => toggleSort(column.sort as S)} fw={700} fz="sm">
                        <Group gap={4} wrap="nowrap">
                          {column.label}
                          <Icon
                            name={
                              sort !== column.sort
                                ? 'selector'
                                : order === 'asc'
                                  ? 'chevronUp'
                                  : 'chevronDown'
                            }
                            size={14}
                            aria-hidden
                          />
                        </Group>
                      </UnstyledButton>
                    ) : (
                      column.label
                    )}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {records.map((record) => (
                <Table.Tr key={record.id} style={{ cursor: 'pointer' }} onClick={() => onOpen(record)}>
                  {columns.map((column) => (
                    <Table.Td key={column.key}>
                      {column.link && linkTo ? (
                        <AnchorLink
                          {...(linkTo(record) as { to: never })}
                          fw={500}
                          onClick={(event) => event.stopPropagation()}
                        >
                          {column.render(record)}
                        </AnchorLink>
                      ) : (
                        column.render(record)
                      )}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {records.length === 0 &&
          (fetching ? (
            <Group justify="center" py="xl" mih={240}>
              <Loader type="dots" role="status" aria-label={t('common.loading')} />
            </Group>
          ) : (
            <Stack align="center" gap="sm" py="xl" mih={240} justify="center">
              {empty}
            </Stack>
          ))}
      </Box>
      {total > 0 && (
        <Group justify="space-between" wrap="wrap">
          <Text size="sm">
            {t(totalIsExact ? 'establishments.list.pagination' : 'establishments.list.paginationMore', {
              from,
              to,
              total,
            })}
          </Text>
          <Pagination
            total={pages}
            value={page}
            onChange={(next) => onChange({ page: next })}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
            getItemProps={(item) => ({ 'aria-label': t('pagination.page', { page: item }) })}
          />
        </Group>
      )}
    </Stack>
  );
}
