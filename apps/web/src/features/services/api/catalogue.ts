// The services catalogue (the ten codes of spec §3.8) and its options' edit, on their collections'
// declarations (app/api/services.ts, service-options.ts).
import { useQuery } from '@tanstack/react-query';
import type { Schema } from '@vetbo/api-client/client';
import type { ListAnswer } from '../../../app/api/resource.ts';
import { serviceOptionsApi } from '../../../app/api/service-options.ts';
import { servicesApi } from '../../../app/api/services.ts';

export type VeterinaryService = Schema<'VeterinaryService'>;
export type VeterinaryServiceOption = Schema<'VeterinaryServiceOption'>;

/** The catalogue is short: one page holds it all. */
const CATALOGUE_QUERY = { limit: 500, sortCode: 'asc' } as const;

/** Every service with its options, each service's options by code. */
function toCatalogue(answer: ListAnswer<'/v1/veterinary_services'>) {
  return {
    total: answer.meta.total,
    services: answer.data.map((service) => ({
      ...service,
      options: [...service.options].sort((a, b) => a.code.localeCompare(b.code)),
    })),
  };
}

export const serviceCatalogueQueryOptions = () => ({
  ...servicesApi.listOptions(CATALOGUE_QUERY),
  select: toCatalogue,
});

export const useServiceCatalogue = () => useQuery(serviceCatalogueQueryOptions());

/**
 * The option open in the side panel; nothing is asked while none is. Forgotten once the panel closes
 * (gcTime 0), so each opening starts from the current version and its ETag.
 */
export const useServiceOption = (id: number | undefined) =>
  useQuery({ ...serviceOptionsApi.detailOptions(id ?? 0), enabled: id !== undefined, gcTime: 0 });

/** The catalogue shows the option, the subscriptions its label: both are refreshed (its `shownIn`). */
export const useUpdateServiceOption = serviceOptionsApi.useUpdate;
