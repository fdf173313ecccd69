import { Button, Checkbox, Group } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WriteAction } from '../../../components/permissions/WriteAction.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { isBillable, type ServiceDelivery } from './billable.ts';
import { DeliveriesBillingDrawer } from './DeliveriesBillingDrawer.tsx';
import { useDeliverySelection } from './delivery-selection.ts';

/** Beside the deliveries list's title: tick the page's billable rows, "Facturer (N)" opens the drawer. */
export function DeliveriesBillingActions({ page }: { page: readonly ServiceDelivery[] }) {
  const { t } = useTranslation();
  const selection = useDeliverySelection();
  const [opened, setOpened] = useState(false);
  const { clear } = selection;
  // Leaving the list forgets what was ticked on it.
  useEffect(() => clear, [clear]);
  const billable = page.filter(isBillable);
  const ticked = billable.filter((delivery) => selection.selected.has(delivery.id)).length;
  const count = selection.selected.size;
  return (
    <WriteAction area="accounting">
      <Group gap="sm" align="center">
        <Checkbox
          label={t('billingRuns.deliveries.selectPage')}
          disabled={billable.length === 0}
          checked={billable.length > 0 && ticked === billable.length}
          indeterminate={ticked > 0 && ticked < billable.length}
          onChange={(event) => selection.set(billable, event.currentTarget.checked)}
        />
        <Button
          leftSection={<Icon name="receipt" size={16} />}
          disabled={count === 0}
          onClick={() => setOpened(true)}
        >
          {t('billingRuns.deliveries.bill', { count })}
        </Button>
      </Group>
      <DeliveriesBillingDrawer
        opened={opened}
        deliveries={[...selection.selected.values()]}
        onRemove={selection.remove}
        onBilled={selection.clear}
        onClose={() => setOpened(false)}
      />
    </WriteAction>
  );
}
