import { Alert, Button, Group, Loader, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface RelatedColumn<T> {
  label: string;
  render: (row: T) => ReactNode;
}

/** The actions column, for the roles that may write (`crud.mayWrite`, `useMayWrite`): spread in `columns`. */
export function writeColumn<T>(mayWrite: boolean, column: RelatedColumn<T>): RelatedColumn<T>[] {
  return mayWrite ? [column] : [];
}

interface RelatedTableProps<T> {
  /** The query of the tab, as TanStack Query returns it. */
  query: { data?: { data: T[] }; isPending: boolean; isError: boolean; refetch: () => unknown };
  columns: RelatedColumn<T>[];
  rowKey: (row: T) => number;
  emptyText: string;
  caption: string;
  /** The caption is read by screen readers only (a heading above already says it). */
  hideCaption?: boolean;
}

/** One tab of the detail page: a plain table, with its loading, error and empty states. */
export function RelatedTable<T>({
  query,
  columns,
  rowKey,
  emptyText,
  caption,
  hideCaption = false,
}: RelatedTableProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader type="dots" role="status" aria-label={t('common.loading')} />
      </Group>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red.9" variant="outline" title={t('detail.loadError')} role="alert">
        <Button size="xs" variant="default" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  const rows = query.data?.data ?? [];
  if (rows.length === 0) {
    return (
      <Stack align="center" py="xl">
        <Text fw={500} c="dark.7">
          {emptyText}
        </Text>
      </Stack>
    );
  }
  return (
    // Focusable and named: a table wider than its box scrolls, and the keyboard must reach it (axe).
    <Table.ScrollContainer minWidth={700} type="native" tabIndex={0} role="region" aria-label={caption}>
      <Table withTableBorder striped>
        {hideCaption ? (
          <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        ) : (
          <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>{caption}</Table.Caption>
        )}
        <Table.Thead>
          <Table.Tr>
            {columns.map(({ label }) => (
              <Table.Th key={label}>{label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map(({ label, render }) => (
                <Table.Td key={label}>{render(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
