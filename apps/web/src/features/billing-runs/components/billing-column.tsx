// What the deliveries list mounts for "Facturer les prestations" (its first paint carries only this file):
// the selection column and the actions beside the title, for the roles that bill (ADMIN, ACCOUNTANT).
// Their code and texts come after the rows.
import type { ComponentProps } from 'react';
import { lazyComponent } from '../../../app/lazy-page.ts';
import { AfterPrimaryContent } from '../../../components/layout/AfterPrimaryContent.tsx';
import { useMayWrite } from '../../../components/permissions/use-may-write.ts';
import { billingRunMessages } from '../messages.ts';
import { isBillable, type ServiceDelivery } from './billable.ts';

const Checkbox = /* @__PURE__ */ lazyComponent(() =>
  Promise.all([import('./DeliveryBillingCheckbox.tsx'), billingRunMessages.load()]).then(
    ([module]) => module.DeliveryBillingCheckbox,
  ),
);
const Actions = /* @__PURE__ */ lazyComponent(() =>
  Promise.all([import('./DeliveriesBillingActions.tsx'), billingRunMessages.load()]).then(
    ([module]) => module.DeliveriesBillingActions,
  ),
);

/** For the list's `useExtra`: only the roles that bill get the selection column. */
export const useMayBillDeliveries = () => useMayWrite('accounting');

/** The selection column (none for a role that may not bill): a billable row's checkbox. */
export function deliveryBillingColumns(mayBill: boolean, label: string) {
  if (!mayBill) return [];
  return [
    {
      key: 'billingSelection',
      label,
      render: (delivery: ServiceDelivery) =>
        isBillable(delivery) && (
          <AfterPrimaryContent placeholder={null}>
            <Checkbox delivery={delivery} />
          </AfterPrimaryContent>
        ),
    },
  ];
}

/** Beside the list's title: "Facturer (N)" and its drawer; nothing (and no download) for the others. */
export function DeliveriesBillingActions(props: ComponentProps<typeof Actions>) {
  return useMayWrite('accounting') ? (
    <AfterPrimaryContent placeholder={null}>
      <Actions {...props} />
    </AfterPrimaryContent>
  ) : null;
}
