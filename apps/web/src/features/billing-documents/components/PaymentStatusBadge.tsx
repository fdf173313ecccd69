import { Badge } from '@mantine/core';
import type { PaymentStatus } from '@vetbo/domain/billing/enums';
import { useTranslation } from 'react-i18next';

// Dark shades, readable (contrast ≥ 4.5) on the striped rows too; Mantine's orange.9 is not (4.2).
const COLORS: Record<PaymentStatus, string> = {
  UNPAID: '#a13d00',
  PARTIAL_PAID: 'blue.9',
  PAID: 'teal.9',
  REJECTED: 'red.9',
  UNCOLLECTIBLE: 'gray.8',
};

/** A document's payment status as a coloured badge ("Payé en partie"). */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="outline"
      radius="sm"
      tt="none"
      color={COLORS[status]}
      data-payment-status={status}
      style={{ minWidth: 'max-content' }}
    >
      {t(`billingDocuments.paymentStatuses.${status}`)}
    </Badge>
  );
}

/** A draft has no number and no PDF yet. */
export function DraftBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="default" radius="sm" tt="none">
      {t('billingDocuments.draft')}
    </Badge>
  );
}
