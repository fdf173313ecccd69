import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDownload } from '@vetbo/api-client/client';
import { documentsApi } from '../../app/api/documents.ts';
import { imagesApi } from '../../app/api/images.ts';
import { saveBlob } from '../../lib/download-file.ts';
import { type FileOwner, readAsBase64, readAsDataUrl } from './file-rules.ts';

// The documents and images of one owner (an establishment or a workgroup), newest first. An owner has
// few files: the first 100 are shown without paging.
const FILES_LIMIT = 100;

function ownerQuery(owner: FileOwner) {
  return 'veterinaryEstablishmentId' in owner
    ? { 'veterinaryEstablishmentId[]': [owner.veterinaryEstablishmentId] }
    : { 'veterinaryGroupId[]': [owner.veterinaryGroupId] };
}

export const useDocuments = (owner: FileOwner) =>
  documentsApi.useList({ ...ownerQuery(owner), page: 1, limit: FILES_LIMIT });

export const useImages = (owner: FileOwner) =>
  imagesApi.useList({ ...ownerQuery(owner), page: 1, limit: FILES_LIMIT });

// The API's answers to a refused file (400 field errors, 413 too large, 422 refused type) are shown in
// the upload dialog, not as a toast.
const UPLOAD_META = { silentStatuses: [400, 413, 422] };

export function useUploadDocument(owner: FileOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, title }: { file: File; title?: string }) =>
      documentsApi.create({
        name: file.name,
        title: title || undefined,
        content: await readAsBase64(file),
        ...owner,
      }),
    meta: UPLOAD_META,
    onSuccess: (saved) => documentsApi.store(queryClient, saved),
  });
}

/** Without an owner the image stands alone (a record's logo chosen before the record exists). */
export function useUploadImage(owner?: FileOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file }: { file: File }) =>
      imagesApi.create({ name: file.name, content: await readAsBase64(file), ...owner }),
    meta: UPLOAD_META,
    onSuccess: (saved) => imagesApi.store(queryClient, saved),
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

/** An image or its thumbnail as a data: URL (the API wants the bearer token; the CSP allows data:). */
export function usePicture(id: number, variant: 'thumbnail' | 'content', enabled = true) {
  return useQuery({
    queryKey: imagesApi.keys.sub(id, variant),
    queryFn: async ({ signal }) => {
      const { blob } = await apiDownload(
        variant === 'thumbnail'
          ? {
              operation: 'downloadImageThumbnail',
              path: '/v1/images/{id}/thumbnail',
              pathParams: { id },
              signal,
            }
          : { operation: 'downloadImage', path: '/v1/images/{id}/content', pathParams: { id }, signal },
      );
      return readAsDataUrl(blob);
    },
    // An image never changes: a new one is another record.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: variant === 'content' ? 60_000 : 10 * 60_000,
    enabled,
  });
}
