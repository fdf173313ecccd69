import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** A description list: label/value pairs that screen readers announce together. */
export function DetailList({ items, emptyText }: { items: DetailItem[]; emptyText: string }) {
  return (
    <Box
      component="dl"
      m={0}
      style={{ display: 'grid', gridTemplateColumns: 'minmax(140px, 40%) 1fr', gap: '8px 16px' }}
    >
      {items.map(({ label, value }) => (
        <Box key={label} display="contents">
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value === null || value === undefined || value === '' ? emptyText : value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
