import { Badge } from '@mantine/core';
import type { BillingRunStatus } from '@vetbo/domain/billing/runs';
import { useTranslation } from 'react-i18next';

// Dark shades, outlined: the text keeps a 4.5:1 contrast (Mantine's orange.9 does not: 4.2), as the payment
// statuses' badges do.
const COLORS: Record<BillingRunStatus, string> = {
  CREATED: 'blue.9',
  IN_PROGRESS: '#a13d00',
  DONE: 'teal.9',
  FAILED: 'red.9',
  CANCELLED: 'gray.8',
};

export function RunStatusBadge({ status }: { status: BillingRunStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="outline"
      radius="sm"
      tt="none"
      color={COLORS[status]}
      data-status={status}
      style={{ minWidth: 'max-content' }}
    >
      {t(`billingRuns.runs.statuses.${status}`)}
    </Badge>
  );
}
