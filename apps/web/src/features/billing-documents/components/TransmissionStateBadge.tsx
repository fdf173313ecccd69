import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TransmissionState } from '../api/e-invoice-transmissions.ts';

// Dark shades, readable (contrast ≥ 4.5) on the striped rows too, as the payment statuses' badges.
const COLORS: Record<TransmissionState, string> = {
  PENDING: 'gray.8',
  SENT: 'blue.9',
  DEPOSITED: 'teal.9',
  REJECTED: 'red.9',
  REFUSED: '#a13d00',
  FAILED: 'red.9',
};

/** A transmission's state in words and colour: teal once deposited, red or brown when it needs a correction. */
export function TransmissionStateBadge({ state }: { state: TransmissionState }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="outline"
      radius="sm"
      tt="none"
      color={COLORS[state]}
      data-transmission-state={state}
      style={{ minWidth: 'max-content' }}
    >
      {t(`billingDocuments.transmission.states.${state}`)}
    </Badge>
  );
}
