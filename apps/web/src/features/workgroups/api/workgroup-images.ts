// The group page's pictures, apart from the list's data: the files API (and zod with it) stays out of the
// workgroups list's first paint.
import { usePicture } from '../../../components/files/files-api.ts';

/** The group's logo as a data: URL (the page's CSP allows data: images, not blob: ones). */
export const useImageThumbnail = (imageId: number | null) =>
  usePicture(imageId ?? 0, 'thumbnail', imageId !== null);
