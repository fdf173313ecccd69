import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '@vetbo/api-client/client';
import { saveBlob } from '../../../lib/download-file.ts';

/** Every query about a user's record (the people screens' own keys are invalidated by the lead's wiring). */
export const userAccountKeys = {
  user: (id: number) => ['user-account', id] as const,
};

export const userAccountQueryOptions = (id: number) =>
  queryOptions({
    queryKey: userAccountKeys.user(id),
    queryFn: ({ signal }) =>
      apiRequest({ operation: 'getUser', path: '/v1/users/{id}', pathParams: { id }, signal }),
  });

export const useUserAccount = (id: number) => useQuery(userAccountQueryOptions(id));

function useUserWrite(id: number, write: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userAccountKeys.user(id) }),
        queryClient.invalidateQueries({ queryKey: ['users'] }),
      ]),
  });
}

/** POST /v1/users/{id}/invitations: a new invitation e-mail, the previous link ends. */
export const useSendInvitation = (id: number) =>
  useUserWrite(id, () =>
    apiRequest({
      operation: 'sendUserInvitation',
      method: 'POST',
      path: '/v1/users/{id}/invitations',
      pathParams: { id },
    }),
  );

/** POST /v1/users/{id}/anonymisation (ADMIN). */
export const useAnonymiseUser = (id: number) =>
  useUserWrite(id, () =>
    apiRequest({
      operation: 'anonymiseUser',
      method: 'POST',
      path: '/v1/users/{id}/anonymisation',
      pathParams: { id },
    }),
  );

/** Saves GET /v1/users/{id}/privacy_export as a JSON file. */
export async function downloadPrivacyExport(id: number) {
  const { blob, filename } = await apiDownload({
    operation: 'exportUserPersonalData',
    path: '/v1/users/{id}/privacy_export',
    pathParams: { id },
  });
  saveBlob(blob, filename ?? `vetbo-utilisateur-${id}.json`);
}
