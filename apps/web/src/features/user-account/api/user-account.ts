import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '@vetbo/api-client/client';
import { usersApi } from '../../../app/api/users.ts';
import { saveBlob } from '../../../lib/download-file.ts';

/** The user's record (the people screens' detail, shared with them). */
export const useUserAccount = (id: number) => usersApi.useDetailQuery(id);

/** An action on the user: the record (its invitation state, its anonymised fields) and the lists reload. */
function useUserWrite(id: number, write: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => usersApi.invalidate(queryClient, id),
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
