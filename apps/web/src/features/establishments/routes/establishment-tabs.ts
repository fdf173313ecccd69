// The tabs of the establishment page (spec §2.6). Kept apart from the page's code: the router reads it
// to check `?tab=` and the spec's paths, without loading the page. A new tab is one line here (its value,
// in the order shown); the page lists every tab, and the ones without a panel there are shown disabled
// ("bientôt disponible").

/** The tabs, in the order shown; the open one is the `tab` search param (none: Informations). */
export const ESTABLISHMENT_TABS = [
  'information',
  'team',
  'clients',
  'warehouses',
  'network',
  'services',
  'subscriptions',
  'serviceDeliveries',
  'contracts',
  'openingHours',
  'pictures',
  'documents',
  'history',
] as const;
export type EstablishmentTab = (typeof ESTABLISHMENT_TABS)[number];

/** Spec §2.6 paths /establishments/{id}/{tab} that open the page on that tab. */
export const ESTABLISHMENT_TAB_PATHS: readonly EstablishmentTab[] = [
  'information',
  'clients',
  'documents',
  'network',
  'pictures',
  'services',
  'team',
  'warehouses',
];

export function isEstablishmentTab(value: string): value is EstablishmentTab {
  return (ESTABLISHMENT_TABS as readonly string[]).includes(value);
}
