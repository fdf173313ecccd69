import { useTranslation } from 'react-i18next';
import { sizeParts } from './file-rules.ts';

/** Formats a byte count in the user's language: « 12 Ko », « 1,4 Mo ». */
export function useFileSize(): (bytes: number) => string {
  const { t, i18n } = useTranslation();
  return (bytes) => {
    const { unit, value } = sizeParts(bytes);
    return t(`files.units.${unit}`, { value: new Intl.NumberFormat(i18n.language).format(value) });
  };
}

// The names office users know the formats by.
const TYPE_NAMES: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint',
  'application/vnd.oasis.opendocument.text': 'OpenDocument (ODT)',
  'application/vnd.oasis.opendocument.spreadsheet': 'OpenDocument (ODS)',
};

/** A media type as a format name: PDF, Word, Excel… */
export function useFileType(): (mediaType: string) => string {
  const { t } = useTranslation();
  return (mediaType) => {
    if (mediaType === 'text/plain') return t('files.types.text');
    if (mediaType === 'text/csv') return t('files.types.csv');
    return TYPE_NAMES[mediaType] ?? mediaType;
  };
}
