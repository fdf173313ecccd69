import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type Schema } from '@vetbo/api-client/client';

export type VeterinaryService = Schema<'VeterinaryService'>;
export type VeterinaryServiceOption = Schema<'VeterinaryServiceOption'>;

/**
 * Every query of the services screens starts with 'services' (the option panel's save refreshes them all).
 * Each api module keeps its own keys: a shared keys module would be one more file in the lists' first paint.
 */
export const catalogueKey = ['services', 'catalogue'] as const;

/** The catalogue is short (the ten codes of spec §3.8): one page holds it all. */
const CATALOGUE_LIMIT = 500;

/** Every service with its options (GET /v1/veterinary_services), by code; each service's options by code. */
export async function getServiceCatalogue(signal?: AbortSignal) {
  const response = await apiRequest({
    operation: 'getVeterinaryServices',
    path: '/v1/veterinary_services',
    query: { limit: CATALOGUE_LIMIT, sortCode: 'asc' },
    signal,
  });
  return {
    total: response.meta.total,
    services: response.data.map((service) => ({
      ...service,
      options: [...service.options].sort((a, b) => a.code.localeCompare(b.code)),
    })),
  };
}

export const serviceCatalogueQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKey,
    queryFn: ({ signal }) => getServiceCatalogue(signal),
  });

export function useServiceCatalogue() {
  return useQuery(serviceCatalogueQueryOptions());
}
