import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function BillingAccountStatusBadge({ status }: { status: 'ENABLED' | 'DISABLED' }) {
  const { t } = useTranslation();
  return (
    <Badge variant={status === 'ENABLED' ? 'outline' : 'default'} radius="sm" tt="none" color="dark">
      {t(`billingAccounts.statuses.${status}`)}
    </Badge>
  );
}
