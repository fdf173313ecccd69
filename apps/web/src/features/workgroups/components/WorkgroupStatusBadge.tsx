import { Badge } from '@mantine/core';
import type { EnabledStatus } from '@vetbo/domain/enums';
import { useTranslation } from 'react-i18next';

export function WorkgroupStatusBadge({ status }: { status: EnabledStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={status === 'ENABLED' ? 'teal.9' : 'gray.8'} radius="sm">
      {t(`workgroups.statuses.${status}`)}
    </Badge>
  );
}
