import { useQuery } from '@tanstack/react-query';
import { apiDownload } from '@vetbo/api-client/client';

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
