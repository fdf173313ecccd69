import { Badge } from '@mantine/core';
import type { EnabledStatus } from '@vetbo/domain/enums';
import { useTranslation } from 'react-i18next';

export function WorkgroupStatusBadge({ status }: { status: EnabledStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" color={status === 'ENABLED' ? 'teal.9' : 'dark.7'} radius="sm">
      {t(`workgroups.statuses.${status}`)}
    </Badge>
  );
}
