import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '@vetbo/api-client/client';
import type { DocumentUpload } from '@vetbo/domain/files';
import { saveBlob } from '../../../lib/download-file.ts';
import { workgroupKeys } from './query-keys.ts';

const RELATED_LIMIT = 100;

export const groupDocumentsKey = (groupId: number) => workgroupKeys.related(groupId, 'documents');

/** The group's documents, newest first (GET /v1/documents?veterinaryGroupId[]=…). */
export function useGroupDocuments(groupId: number) {
  return useQuery({
    queryKey: groupDocumentsKey(groupId),
    queryFn: ({ signal }) =>
      apiRequest({
        operation: 'getDocuments',
        path: '/v1/documents',
        query: { 'veterinaryGroupId[]': [groupId], page: 1, limit: RELATED_LIMIT },
        signal,
      }),
  });
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DocumentUpload) =>
      apiRequest({
        operation: 'createDocument',
        method: 'POST',
        path: '/v1/documents',
        body,
        requiresBody: true,
      }),
    meta: { handlesFieldErrors: true },
    onSuccess: async ({ data }) => {
      if (data.veterinaryGroupId !== null) {
        await queryClient.invalidateQueries({ queryKey: groupDocumentsKey(data.veterinaryGroupId) });
      }
    },
  });
}

/** Downloads with the bearer token (a plain link could not send it), under the name it was uploaded with. */
export async function downloadDocument(document: { id: number; name: string }): Promise<void> {
  const { blob } = await apiDownload({
    operation: 'downloadDocument',
    path: '/v1/documents/{id}/content',
    pathParams: { id: document.id },
  });
  saveBlob(blob, document.name);
}

export function useDownloadDocument() {
  return useMutation({ mutationFn: downloadDocument });
}

/** The group's logo as a data: URL (the page's CSP allows data: images, not blob: ones). */
export function useImageThumbnail(imageId: number | null) {
  return useQuery({
    queryKey: ['images', 'thumbnail', imageId] as const,
    enabled: imageId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const { blob } = await apiDownload({
        operation: 'downloadImageThumbnail',
        path: '/v1/images/{id}/thumbnail',
        pathParams: { id: imageId ?? 0 },
      });
      return new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error);
        reader.readAsDataURL(blob);
      });
    },
  });
}
