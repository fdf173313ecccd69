import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WriteAction } from '../../../components/permissions/WriteAction.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { RemindersDrawer } from './RemindersDrawer.tsx';

/** "Relancer les impayés (N)" for a selection of invoices (or one), with its drawer; ADMIN and ACCOUNTANT. */
export function RemindersButton({ invoiceIds }: { invoiceIds: readonly number[] }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <WriteAction area="accounting">
      <Button
        variant="default"
        leftSection={<Icon name="mail" size={16} />}
        disabled={invoiceIds.length === 0}
        onClick={() => setOpened(true)}
      >
        {t('billingRuns.reminders.open', { count: invoiceIds.length })}
      </Button>
      <RemindersDrawer invoiceIds={invoiceIds} opened={opened} onClose={() => setOpened(false)} />
    </WriteAction>
  );
}
