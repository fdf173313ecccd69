import { Table, Text, VisuallyHidden } from '@mantine/core';
import { screenAmount } from '@vetbo/domain/money/format';
import type { ReactNode } from 'react';

export interface DocumentColumn<T> {
  label: string;
  render: (row: T) => ReactNode;
  /** An amount or a count: right-aligned, header included, never wrapped. */
  numeric?: boolean;
}

/** An amount as the screens write it, bold for a total. */
export const amountText = (cents: number, strong = false) => (
  <Text span size="sm" fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
    {screenAmount(cents)}
  </Text>
);

/**
 * The document's own rows (lines, VAT per rate, payments), already in hand: a plain table, its numbers
 * aligned on the right, with a short text instead when there is none.
 */
export function DocumentTable<T>({
  rows,
  rowKey,
  columns,
  caption,
  empty,
  minWidth = 0,
}: {
  rows: readonly T[];
  rowKey: (row: T) => number;
  columns: DocumentColumn<T>[];
  caption: string;
  empty: string;
  minWidth?: number;
}) {
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  const align = (column: DocumentColumn<T>) => (column.numeric ? 'right' : undefined);
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table withTableBorder striped>
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.label} ta={align(column)}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.label} ta={align(column)}>
                  {column.render(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
