import type { StoredDocument, StoredImage } from '@vetbo/domain/files';
import { apiDateTime } from '../../lib/list.ts';
import type { DocumentRow, ImageRow } from './files.repository.ts';

const common = (row: DocumentRow | ImageRow) => ({
  id: row.id,
  name: row.name,
  mediaType: row.mediaType,
  sizeBytes: row.sizeBytes,
  sha256: row.sha256,
  veterinaryEstablishmentId: row.veterinaryEstablishmentId,
  veterinaryGroupId: row.veterinaryGroupId,
  createdDate: apiDateTime(row.createdDate),
});

export const toDocument = (row: DocumentRow): StoredDocument => ({
  ...common(row),
  title: row.title,
  contentUrl: `/v1/documents/${row.id}/content`,
});

export const toImage = (row: ImageRow): StoredImage => ({
  ...common(row),
  width: row.width,
  height: row.height,
  contentUrl: `/v1/images/${row.id}/content`,
  thumbnailUrl: `/v1/images/${row.id}/thumbnail`,
});
