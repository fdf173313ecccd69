// A contract document's status as a coloured badge, in words (Brouillon, Envoyé, Signé, Annulé).
import { Badge } from '@mantine/core';
import type { ContractDocumentStatus } from '@vetbo/domain/enums';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ContractDocumentStatus, string> = {
  DRAFT: 'dark.7',
  SENT: 'blue.9',
  SIGNED: 'teal.9',
  CANCELLED: 'red.9',
};

export function ContractStatusBadge({ status }: { status: ContractDocumentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="outline"
      color={COLORS[status]}
      radius="sm"
      style={{ minWidth: 'max-content' }}
      data-status={status}
    >
      {t(`contracts.statuses.${status}`)}
    </Badge>
  );
}
