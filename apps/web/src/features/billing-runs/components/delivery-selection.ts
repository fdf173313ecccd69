import { useMemo, useSyncExternalStore } from 'react';
import type { ServiceDelivery } from './billable.ts';

/** The deliveries ticked on the list for billing (kept across pages and filters, cleared once billed). */
export interface DeliverySelection {
  selected: ReadonlyMap<number, ServiceDelivery>;
  toggle: (delivery: ServiceDelivery) => void;
  set: (deliveries: readonly ServiceDelivery[], selected: boolean) => void;
  remove: (id: number) => void;
  clear: () => void;
}

// NOTE: a store of this lazy module rather than a React context, so that the list's first paint carries
// no provider: only its checkboxes and "Facturer (N)" (both lazy) read it; leaving the list clears it.
let selected: ReadonlyMap<number, ServiceDelivery> = new Map();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
function change(edit: (next: Map<number, ServiceDelivery>) => void) {
  const next = new Map(selected);
  edit(next);
  selected = next;
  for (const listener of listeners) listener();
}

const actions = {
  toggle: (delivery: ServiceDelivery) =>
    change((next) => {
      if (!next.delete(delivery.id)) next.set(delivery.id, delivery);
    }),
  set: (deliveries: readonly ServiceDelivery[], on: boolean) =>
    change((next) => {
      for (const delivery of deliveries) on ? next.set(delivery.id, delivery) : next.delete(delivery.id);
    }),
  remove: (id: number) => change((next) => next.delete(id)),
  clear: () => change((next) => next.clear()),
};

export function useDeliverySelection(): DeliverySelection {
  const current = useSyncExternalStore(subscribe, () => selected);
  return useMemo(() => ({ selected: current, ...actions }), [current]);
}
