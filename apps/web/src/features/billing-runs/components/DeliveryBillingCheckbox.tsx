import { Box, Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ServiceDelivery } from './billable.ts';
import { useDeliverySelection } from './delivery-selection.ts';

/** A billable row's tick for "Facturer les prestations" (its click does not open the row). */
export function DeliveryBillingCheckbox({ delivery }: { delivery: ServiceDelivery }) {
  const { t } = useTranslation();
  const selection = useDeliverySelection();
  return (
    <Box onClick={(event) => event.stopPropagation()} data-write-area="accounting">
      <Checkbox
        aria-label={t('billingRuns.deliveries.select', {
          code: delivery.code,
          establishment: delivery.veterinaryEstablishmentName,
        })}
        checked={selection.selected.has(delivery.id)}
        onChange={() => selection.toggle(delivery)}
      />
    </Box>
  );
}
