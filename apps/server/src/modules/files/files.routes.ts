import type { Db } from '@vetbo/db/database';
import { documents, images } from '@vetbo/db/schema/index';
import {
  DOCUMENT_MAX_BYTES,
  documentListResponseSchema,
  documentResponseSchema,
  documentUploadSchema,
  fileList,
  IMAGE_MAX_BYTES,
  imageListResponseSchema,
  imageResponseSchema,
  imageUploadSchema,
} from '@vetbo/domain/files';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findRowById } from '../../lib/find-row.ts';
import { HTTP_PROBLEMS, notFound, VALIDATION_FAILED_422 } from '../../lib/http.problems.ts';
import { listAnswer } from '../../lib/list.ts';
import { rawQueryKeys } from '../../lib/list-sql.ts';
import { refuses } from '../../lib/openapi-responses.ts';
import { areaAccess } from '../../lib/route-access.ts';
import { idParams } from '../../lib/route-params.ts';
import { callerRole } from '../../lib/write-context.ts';
import { assertMayOpenDocument } from './document-access.ts';
import { uploadDocument } from './documents.service.ts';
import { type FileStorage, postgresFileStorage } from './file-storage.ts';
import { toDocument, toImage } from './files.mapper.ts';
import { FILE_PROBLEMS } from './files.problems.ts';
import { type FileTable, findFilePage } from './files.repository.ts';
import { uploadImage } from './images.service.ts';

const access = areaAccess('establishments');
const tags = ['Documents et images'];
const binary = z.string().describe('The file, with its sniffed media type');
// Base64 makes a file a third larger; a little more for the other fields.
const bodyLimitFor = (maxBytes: number) => Math.ceil((maxBytes * 4) / 3) + 64 * 1024;

/** `filename` for old clients (ASCII), `filename*` with the real name (RFC 6266). */
export function contentDisposition(kind: 'attachment' | 'inline', name: string) {
  const ascii = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '') // é → e
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

async function sendBlob(
  db: Db,
  storage: FileStorage,
  reply: FastifyReply,
  file: { blobId: number; mediaType: string; name: string; sha256: string },
  disposition: 'attachment' | 'inline',
  // Bank details are never kept by a browser or a shared cache (a clinic's shared computer).
  cache: 'immutable' | 'no-store' = 'immutable',
) {
  const content = await storage.read(db, file.blobId);
  if (!content) throw notFound('Fichier', file.blobId);
  return reply
    .type(file.mediaType)
    .header('content-disposition', contentDisposition(disposition, file.name))
    .header('etag', `"${file.sha256}"`)
    .header(
      'cache-control',
      cache === 'no-store' ? 'private, no-store' : 'private, max-age=31536000, immutable',
    )
    .send(content);
}

export function filesRoutes(
  app: FastifyInstance,
  { db, storage = postgresFileStorage }: { db: Db; storage?: FileStorage },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const load = async <T extends FileTable>(table: T, label: string, id: number) => {
    const row = (await findRowById(db, table, id)) as T['$inferSelect'] | null;
    if (!row) throw notFound(label, id);
    return row;
  };

  r.get('/v1/documents', {
    config: access.read,
    schema: {
      tags,
      operationId: 'getDocuments',
      summary: 'List documents (newest first)',
      querystring: fileList.querySchema,
      response: { 200: documentListResponseSchema },
    },
    handler: async (request) => {
      const { rows, total } = await findFilePage(db, documents, {
        query: request.query,
        rawKeys: rawQueryKeys(request.url),
      });
      return listAnswer(rows.map(toDocument), total, request.query);
    },
  });

  r.post('/v1/documents', {
    config: access.write,
    bodyLimit: bodyLimitFor(DOCUMENT_MAX_BYTES),
    schema: {
      tags,
      operationId: 'createDocument',
      summary: 'Upload a document (10 MB at most; its type is read from its content)',
      body: documentUploadSchema,
      response: {
        201: documentResponseSchema,
        ...refuses(FILE_PROBLEMS.FILE_REFUSED, HTTP_PROBLEMS.UNKNOWN_REFERENCE),
      },
    },
    handler: async (request, reply) => {
      const data = await uploadDocument(db, request.body, request.user?.id ?? null, storage);
      return reply.status(201).header('location', `/v1/documents/${data.id}`).send({ data });
    },
  });

  r.get('/v1/documents/:id', {
    config: { ...access.read, etag: true },
    schema: {
      tags,
      operationId: 'getDocument',
      summary: 'Get one document',
      params: idParams,
      response: { 200: documentResponseSchema },
    },
    handler: async (request) => ({ data: toDocument(await load(documents, 'Document', request.params.id)) }),
  });

  r.get('/v1/documents/:id/content', {
    config: access.read,
    schema: {
      tags,
      operationId: 'downloadDocument',
      summary:
        'Download a document under the name it was uploaded with; one showing bank details in full (mandate forms, signed mandates, proof files) only for the roles that see IBANs whole (ADMIN, ACCOUNTANT)',
      params: idParams,
      response: { 200: binary, ...refuses(FILE_PROBLEMS.DOCUMENT_SHOWS_BANK_DETAILS) },
    },
    handler: async (request, reply) => {
      const document = await load(documents, 'Document', request.params.id);
      assertMayOpenDocument(document, callerRole(request));
      return sendBlob(
        db,
        storage,
        reply,
        document,
        'attachment',
        document.showsBankDetails ? 'no-store' : 'immutable',
      );
    },
  });

  r.get('/v1/images', {
    config: access.read,
    schema: {
      tags,
      operationId: 'getImages',
      summary: 'List images (newest first)',
      querystring: fileList.querySchema,
      response: { 200: imageListResponseSchema },
    },
    handler: async (request) => {
      const { rows, total } = await findFilePage(db, images, {
        query: request.query,
        rawKeys: rawQueryKeys(request.url),
      });
      return listAnswer(rows.map(toImage), total, request.query);
    },
  });

  r.post('/v1/images', {
    config: access.write,
    bodyLimit: bodyLimitFor(IMAGE_MAX_BYTES),
    schema: {
      tags,
      operationId: 'createImage',
      summary: 'Upload an image (PNG, JPEG, WebP or GIF; 5 MB at most); a thumbnail is made',
      body: imageUploadSchema,
      response: {
        201: imageResponseSchema,
        ...refuses(FILE_PROBLEMS.FILE_REFUSED, VALIDATION_FAILED_422, HTTP_PROBLEMS.UNKNOWN_REFERENCE),
      },
    },
    handler: async (request, reply) => {
      const data = await uploadImage(db, request.body, request.user?.id ?? null, storage);
      return reply.status(201).header('location', `/v1/images/${data.id}`).send({ data });
    },
  });

  r.get('/v1/images/:id', {
    config: { ...access.read, etag: true },
    schema: {
      tags,
      operationId: 'getImage',
      summary: 'Get one image',
      params: idParams,
      response: { 200: imageResponseSchema },
    },
    handler: async (request) => ({ data: toImage(await load(images, 'Image', request.params.id)) }),
  });

  r.get('/v1/images/:id/content', {
    config: access.read,
    schema: {
      tags,
      operationId: 'downloadImage',
      summary: 'The image as uploaded',
      params: idParams,
      response: { 200: binary },
    },
    handler: async (request, reply) =>
      sendBlob(db, storage, reply, await load(images, 'Image', request.params.id), 'inline'),
  });

  r.get('/v1/images/:id/thumbnail', {
    config: access.read,
    schema: {
      tags,
      operationId: 'downloadImageThumbnail',
      summary: 'A WebP thumbnail of at most 320 × 320 pixels',
      params: idParams,
      response: { 200: binary },
    },
    handler: async (request, reply) => {
      const image = await load(images, 'Image', request.params.id);
      const name = `${image.name.replace(/\.[^.]*$/, '')}-vignette.webp`;
      return sendBlob(
        db,
        storage,
        reply,
        { blobId: image.thumbnailBlobId, mediaType: 'image/webp', name, sha256: `${image.sha256}-thumbnail` },
        'inline',
      );
    },
  });
}
