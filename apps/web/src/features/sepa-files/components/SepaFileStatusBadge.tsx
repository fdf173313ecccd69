import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SepaFile } from '../api/sepa-files.ts';

const COLORS = { CREATED: 'dark.4', SENT: 'teal.9' } as const;

/** "Créé" until the file is handed to the bank, then "Transmis" (text: a badge's label is cut short in a narrow column). */
export function SepaFileStatusBadge({ status }: { status: SepaFile['status'] }) {
  const { t } = useTranslation();
  return (
    <Text span size="sm" fw={500} c={COLORS[status]} style={{ whiteSpace: 'nowrap' }}>
      {t(`sepaFiles.statuses.${status}`)}
    </Text>
  );
}
