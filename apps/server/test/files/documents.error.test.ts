import { DOCUMENT_MAX_BYTES } from '@vetbo/domain/files';
import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { moderator, upload, useDocumentsWorld } from '../support/factories/documents-world.ts';
import { base64, download, PDF_BYTES } from '../support/files.ts';

useDocumentsWorld();

describe('[DOCUMENTS] errors', () => {
  it('refuses a file over 10 MB with a field error, and nothing is stored', async () => {
    const before = (await call('GET', '/v1/documents?limit=1', { token: moderator })).body.meta.total;
    const tooBig = Buffer.alloc(DOCUMENT_MAX_BYTES + 1, 0x20);
    tooBig.write('%PDF-1.4\n');
    const answer = await upload({ name: 'gros.pdf', content: base64(tooBig) });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { path: 'content', message: 'Le fichier dépasse la taille maximale de 10 Mo' },
    ]);
    const after = (await call('GET', '/v1/documents?limit=1', { token: moderator })).body.meta.total;
    expect(after).toBe(before);
  });

  it('refuses content that is not base64, an empty file, a path as a name, and two owners', async () => {
    const notBase64 = await upload({ name: 'a.pdf', content: '%%%not base64%%%' });
    expect(notBase64.status).toBe(400);
    expect(notBase64.body.errors[0].path).toBe('content');
    const path = await upload({ name: '../../etc/passwd', content: base64(PDF_BYTES) });
    expect(path.body.errors).toEqual([{ path: 'name', message: 'Caractères interdits' }]);
    const twoOwners = await upload({
      name: 'a.pdf',
      content: base64(PDF_BYTES),
      veterinaryEstablishmentId: 1,
      veterinaryGroupId: 1,
    });
    expect(twoOwners.status).toBe(400);
    expect(twoOwners.body.errors[0].path).toBe('veterinaryGroupId');
  });

  it('answers 422 naming the field for an establishment that does not exist', async () => {
    const answer = await upload({
      name: 'a.pdf',
      content: base64(PDF_BYTES),
      veterinaryEstablishmentId: 99_999_999,
    });
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('UNKNOWN_REFERENCE');
    expect(answer.body.errors).toEqual([
      { path: 'veterinaryEstablishmentId', message: "Cet élément n'existe pas" },
    ]);
  });

  it('answers 404 for a document that does not exist', async () => {
    expect((await call('GET', '/v1/documents/99999999', { token: moderator })).status).toBe(404);
    expect((await download('/v1/documents/99999999/content', moderator)).status).toBe(404);
  });
});
