import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequestWithHeaders } from '@vetbo/api-client/client';
import type { WorkgroupCreate, WorkgroupUpdate } from '@vetbo/domain/workgroups';
import { changeHistoryKey } from '../../../components/detail/use-change-history.ts';
import { ifMatchHeaders, readVersioned } from '../../../lib/versioned-record.ts';
import { workgroupKeys } from './query-keys.ts';

/** The group and the ETag of this version, which its edit sends back in If-Match. */
export function getWorkgroup(id: number, signal?: AbortSignal) {
  return readVersioned(
    apiRequestWithHeaders({
      operation: 'getVeterinaryGroup',
      path: '/v1/veterinary_groups/{id}',
      pathParams: { id },
      signal,
    }),
  );
}

export const workgroupQueryOptions = (id: number) =>
  queryOptions({
    queryKey: workgroupKeys.detail(id),
    queryFn: ({ signal }) => getWorkgroup(id, signal),
    // The detail route shows the not-found page for a 404 instead of a toast.
    meta: { silentStatuses: [404] },
  });

export function useWorkgroup(id: number) {
  return useSuspenseQuery(workgroupQueryOptions(id));
}

export function createWorkgroup(body: WorkgroupCreate) {
  return readVersioned(
    apiRequestWithHeaders({
      operation: 'createVeterinaryGroup',
      method: 'POST',
      path: '/v1/veterinary_groups',
      body,
      requiresBody: true,
    }),
  );
}

export function useCreateWorkgroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWorkgroup,
    meta: { handlesFieldErrors: true },
    onSuccess: async (created) => {
      queryClient.setQueryData(workgroupKeys.detail(created.data.id), created);
      await queryClient.invalidateQueries({ queryKey: workgroupKeys.lists() });
    },
  });
}

export interface UpdateWorkgroupInput {
  id: number;
  /** The version the form was filled from: the API refuses the change (412) if it is not the current one. */
  etag: string | undefined;
  body: WorkgroupUpdate;
}

export function updateWorkgroup({ id, etag, body }: UpdateWorkgroupInput) {
  return readVersioned(
    apiRequestWithHeaders({
      operation: 'updateVeterinaryGroup',
      method: 'PATCH',
      path: '/v1/veterinary_groups/{id}',
      pathParams: { id },
      headers: ifMatchHeaders(etag),
      body,
      requiresBody: true,
    }),
  );
}

export function useUpdateWorkgroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWorkgroup,
    meta: { handlesFieldErrors: true, silentStatuses: [412] },
    onSuccess: async (saved) => {
      queryClient.setQueryData(workgroupKeys.detail(saved.data.id), saved);
      await queryClient.invalidateQueries({ queryKey: workgroupKeys.lists() });
      await queryClient.invalidateQueries({ queryKey: changeHistoryKey('veterinary_groups', saved.data.id) });
    },
  });
}
