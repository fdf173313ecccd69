import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WriteAction } from '../../../components/permissions/WriteAction.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import type { SepaFileKind } from '../sepa-kinds.ts';
import { SepaExportDrawer } from './SepaExportDrawer.tsx';

/** "Export XML SEPA (N)" for a selection of invoices or credit notes, with its panel; ADMIN and ACCOUNTANT. */
export function SepaExportButton({
  kind,
  documentIds,
}: {
  kind: SepaFileKind;
  documentIds: readonly number[];
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <WriteAction area="moneyFiles">
      <Button
        variant="default"
        leftSection={<Icon name="download" size={16} />}
        disabled={documentIds.length === 0}
        onClick={() => setOpened(true)}
      >
        {t('sepaFiles.export.open', { count: documentIds.length })}
      </Button>
      <SepaExportDrawer
        kind={kind}
        documentIds={documentIds}
        opened={opened}
        onClose={() => setOpened(false)}
      />
    </WriteAction>
  );
}
