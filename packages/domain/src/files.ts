import { z } from 'zod';
import { optionalId, optionalText, requiredText } from './fields.ts';
import { defineList, idFilter } from './list-definition.ts';
import { itemResponse, listResponse } from './list-query.ts';

const MEBIBYTE = 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 10 * MEBIBYTE;
export const IMAGE_MAX_BYTES = 5 * MEBIBYTE;

/** Documents staff attach to establishments and groups: office formats and images, never programs. */
export const DOCUMENT_MEDIA_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'text/plain',
  'text/csv',
] as const;

/** Raster images only: an SVG can carry scripts. */
export const IMAGE_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** Base64 length of `bytes` bytes, padding included. */
const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;

const fileName = requiredText(255).refine(
  // A name, not a path: no separators, no control characters.
  (name) => !/[/\\]/.test(name) && !/\p{Cc}/u.test(name),
  'forbiddenCharacters',
);

const fileContent = (maxBytes: number, tooLarge: 'documentTooLarge' | 'imageTooLarge') =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalidType') })
    .min(1, 'required')
    .max(base64Length(maxBytes), tooLarge)
    .pipe(z.base64({ error: 'invalidBase64' }));

const ownerFields = {
  veterinaryEstablishmentId: optionalId,
  veterinaryGroupId: optionalId,
};

const oneOwnerAtMost = (value: {
  veterinaryEstablishmentId?: number | null;
  veterinaryGroupId?: number | null;
}) => !(value.veterinaryEstablishmentId && value.veterinaryGroupId);

export const documentUploadSchema = z
  .object({
    name: fileName,
    title: optionalText(200),
    content: fileContent(DOCUMENT_MAX_BYTES, 'documentTooLarge'),
    ...ownerFields,
  })
  .strict()
  .refine(oneOwnerAtMost, { path: ['veterinaryGroupId'], message: 'oneOwnerOnly' })
  .meta({ id: 'DocumentRequest', description: 'A file as base64, with the name it is downloaded under' });
export type DocumentUpload = z.output<typeof documentUploadSchema>;

export const imageUploadSchema = z
  .object({
    name: fileName,
    content: fileContent(IMAGE_MAX_BYTES, 'imageTooLarge'),
    ...ownerFields,
  })
  .strict()
  .refine(oneOwnerAtMost, { path: ['veterinaryGroupId'], message: 'oneOwnerOnly' })
  .meta({ id: 'ImageRequest', description: 'A PNG, JPEG, WebP or GIF image as base64' });
export type ImageUpload = z.output<typeof imageUploadSchema>;

const storedFileFields = {
  id: z.number().int(),
  name: z.string(),
  mediaType: z.string(),
  sizeBytes: z.number().int(),
  sha256: z.string(),
  veterinaryEstablishmentId: z.number().int().nullable(),
  veterinaryGroupId: z.number().int().nullable(),
  createdDate: z.string(),
  contentUrl: z.string().describe('Where to download the file (bearer token required)'),
};

export const documentSchema = z
  .object({ ...storedFileFields, title: z.string().nullable() })
  .meta({ id: 'Document' });
export type StoredDocument = z.infer<typeof documentSchema>;

export const imageSchema = z
  .object({
    ...storedFileFields,
    width: z.number().int(),
    height: z.number().int(),
    thumbnailUrl: z.string().describe('A WebP of at most 320 × 320 pixels'),
  })
  .meta({ id: 'Image' });
export type StoredImage = z.infer<typeof imageSchema>;

export const fileList = defineList({
  filters: {
    id: idFilter('Files with these ids'),
    veterinaryEstablishmentId: idFilter('Files of these establishments'),
    veterinaryGroupId: idFilter('Files of these groups'),
  },
  sorts: ['name'],
  defaultSort: [{ field: 'createdDate', direction: 'desc' }],
});
export type FileListQuery = z.output<typeof fileList.querySchema>;

export const documentListResponseSchema = listResponse(documentSchema);
export const documentResponseSchema = itemResponse(documentSchema);
export const imageListResponseSchema = listResponse(imageSchema);
export const imageResponseSchema = itemResponse(imageSchema);
