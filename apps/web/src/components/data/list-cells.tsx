// Cells the lists share: a number or a date kept on one line, an amount on one line at the right.
import { Text } from '@mantine/core';
import { screenAmount } from '@vetbo/domain/money/format';
import type { ReactNode } from 'react';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** A cell's text that must not wrap (a document number, a day); `strong` for a row's reference. */
export const OneLineCell = ({ children, strong = false }: { children: ReactNode; strong?: boolean }) => (
  <Text span size="sm" fw={strong ? 500 : undefined} style={nowrap}>
    {children}
  </Text>
);

/** An amount in euros, right-aligned on one line ("1 234,50 €"). */
export const AmountCell = ({ cents }: { cents: number }) => (
  <Text span size="sm" display="block" ta="right" style={nowrap}>
    {screenAmount(cents)}
  </Text>
);
