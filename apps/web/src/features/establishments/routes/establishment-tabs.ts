// The tabs of the establishment page (spec §2.6). Kept apart from the page's code: the router reads it
// to check `?tab=` and the spec's paths, without loading the page. A new tab is one line here (in the
// order shown); a tab without a panel on the page is shown disabled ("bientôt disponible").
import { defineDetailTabs } from '../../../components/detail/detail-tabs.ts';

const tab = <const Id extends string>(id: Id, paths: readonly string[] = []) => ({
  id,
  label: `establishmentPage.tabs.${id}`,
  paths,
});

/** The tabs; spec §2.6 paths /establishments/{id}/{path} open the page on them. */
export const establishmentTabs = defineDetailTabs([
  tab('information', ['information']),
  tab('team', ['team']),
  tab('clients', ['clients']),
  tab('warehouses', ['warehouses']),
  tab('network', ['network']),
  tab('services', ['services']),
  tab('subscriptions'),
  tab('serviceDeliveries', ['services/prestations']),
  tab('contracts'),
  tab('openingHours'),
  tab('pictures', ['pictures']),
  tab('documents', ['documents']),
  tab('history'),
]);
export type EstablishmentTab = (typeof establishmentTabs.ids)[number];
