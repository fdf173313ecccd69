import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MEDIA_TYPES,
  IMAGE_MAX_BYTES,
  IMAGE_MEDIA_TYPES,
} from '@vetbo/domain/files';

/** Who a file belongs to: an establishment or a workgroup (the API's owner fields). */
export type FileOwner = { veterinaryEstablishmentId: number } | { veterinaryGroupId: number };

export type FileKind = 'document' | 'image';

// What the browser may call a file of each accepted type, from its extension (its `type` can be empty).
const EXTENSION_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  txt: 'text/plain',
  csv: 'text/csv',
};

export const FILE_RULES = {
  document: { maxBytes: DOCUMENT_MAX_BYTES, types: DOCUMENT_MEDIA_TYPES as readonly string[] },
  image: { maxBytes: IMAGE_MAX_BYTES, types: IMAGE_MEDIA_TYPES as readonly string[] },
} as const;

/** The `accept` attribute of the file input: the accepted types and their extensions. */
export function acceptAttribute(kind: FileKind): string {
  const { types } = FILE_RULES[kind];
  const extensions = Object.entries(EXTENSION_TYPES)
    .filter(([, type]) => types.includes(type))
    .map(([extension]) => `.${extension}`);
  return [...types, ...extensions].join(',');
}

/**
 * Checks a chosen file before it is sent: too large, or of a type the API refuses. The API reads the
 * real type from the content and has the last word (a program renamed .pdf passes here, not there).
 */
export function checkFile(
  file: { name: string; size: number; type: string },
  kind: FileKind,
): 'tooLarge' | 'typeRefused' | undefined {
  const rules = FILE_RULES[kind];
  if (file.size > rules.maxBytes) return 'tooLarge';
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const type = (file.type || EXTENSION_TYPES[extension] || '').toLowerCase().split(';')[0] ?? '';
  if (!rules.types.includes(type)) return 'typeRefused';
  return undefined;
}

/** A size as a French accountant reads it: 12 Ko, 1,4 Mo. */
export function sizeParts(bytes: number): { unit: 'B' | 'KB' | 'MB'; value: number } {
  if (bytes < 1024) return { unit: 'B', value: bytes };
  if (bytes < 1024 * 1024) return { unit: 'KB', value: Math.max(1, Math.round(bytes / 1024)) };
  return { unit: 'MB', value: Math.round((bytes / (1024 * 1024)) * 10) / 10 };
}

/** The file's bytes as base64 (the API takes uploads as JSON). */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** A blob as a data: URL: the app's CSP allows data: images, not blob: ones. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
