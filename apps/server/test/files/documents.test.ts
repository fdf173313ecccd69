import { DOCUMENT_MAX_BYTES } from '@vetbo/domain/files';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, call, tokenFor } from '../support/api.ts';
import { createEstablishment } from '../support/factories.ts';
import { base64, download, EXECUTABLE_BYTES, PDF_BYTES } from '../support/files.ts';

let moderator: string;
beforeAll(async () => {
  moderator = await tokenFor('moderator');
});

const upload = (body: Record<string, unknown>, token = moderator) =>
  call('POST', '/v1/documents', { token, body });

describe('[DOCUMENTS] happy', () => {
  it('stores a PDF for an establishment and gives it back byte for byte under its original name', async () => {
    const establishment = await createEstablishment(moderator);
    const created = await upload({
      name: 'Contrat signé — été 2026.pdf',
      title: 'Contrat de prestation',
      content: base64(PDF_BYTES),
      veterinaryEstablishmentId: establishment.id,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Contrat signé — été 2026.pdf',
      title: 'Contrat de prestation',
      mediaType: 'application/pdf',
      sizeBytes: PDF_BYTES.length,
      veterinaryEstablishmentId: establishment.id,
      veterinaryGroupId: null,
    });
    expect(created.headers.get('location')).toBe(`/v1/documents/${created.body.data.id}`);

    const file = await download(created.body.data.contentUrl, moderator);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="Contrat signe _ ete 2026.pdf"; filename*=UTF-8''${encodeURIComponent('Contrat signé — été 2026.pdf')}`,
    );
    expect(file.bytes.equals(PDF_BYTES)).toBe(true);

    const listed = await call('GET', `/v1/documents?veterinaryEstablishmentId[]=${establishment.id}`, {
      token: moderator,
    });
    expect(listed.body.data.map((d: { id: number }) => d.id)).toEqual([created.body.data.id]);
    const byId = await call('GET', `/v1/documents?id[]=${created.body.data.id}`, { token: moderator });
    expect(byId.body.meta.total).toBe(1);
  });

  it('accepts a CSV file as text, recognised from its clean UTF-8 content', async () => {
    const csv = Buffer.from('code;nom\nBCD234;Clinique des Acacias\n');
    const created = await upload({ name: 'liste.csv', content: base64(csv) });
    expect(created.status).toBe(201);
    expect(created.body.data.mediaType).toBe('text/csv');
  });
});

describe('[DOCUMENTS] errors', () => {
  it('refuses a renamed program with a clear message, whatever its name says', async () => {
    const answer = await upload({ name: 'facture.pdf', content: base64(EXECUTABLE_BYTES) });
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('FILE_REFUSED');
    expect(answer.body.detail).toContain('application/x-msdownload');
    expect(answer.body.errors).toEqual([
      {
        path: 'content',
        message:
          'Type de fichier non autorisé : PDF, images, Word, Excel, PowerPoint, OpenDocument, texte ou CSV',
      },
    ]);
  });

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

describe('[DOCUMENTS] security', () => {
  it('lets an accountant read and download but not upload; no token is a 401', async () => {
    const accountant = await tokenFor('accountant');
    const created = await upload({ name: 'note.pdf', content: base64(PDF_BYTES) });
    expect((await download(created.body.data.contentUrl, accountant)).status).toBe(200);
    expect((await upload({ name: 'a.pdf', content: base64(PDF_BYTES) }, accountant)).status).toBe(403);
    expect((await call('GET', '/v1/documents')).status).toBe(401);
    const anonymous = await fetch(`${baseUrl()}${created.body.data.contentUrl}`);
    expect(anonymous.status).toBe(401);
  });
});

describe('[DOCUMENTS] entity tags', () => {
  it('sends an ETag with one document and answers 304 when the client already has it', async () => {
    const created = await upload({ name: 'etag.pdf', content: base64(PDF_BYTES) });
    const first = await call('GET', `/v1/documents/${created.body.data.id}`, { token: moderator });
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await fetch(`${baseUrl()}/v1/documents/${created.body.data.id}`, {
      headers: { authorization: `Bearer ${moderator}`, 'if-none-match': etag as string },
    });
    expect(again.status).toBe(304);
  });
});

describe('[DOCUMENTS] list', () => {
  it('pages by name in the order asked, page 2 continuing page 1', async () => {
    const establishment = await createEstablishment(moderator);
    for (const name of ['c.pdf', 'a.pdf', 'b.pdf']) {
      await upload({ name, content: base64(PDF_BYTES), veterinaryEstablishmentId: establishment.id });
    }
    const path = `/v1/documents?veterinaryEstablishmentId[]=${establishment.id}&sortName=desc&limit=2`;
    const first = await call('GET', path, { token: moderator });
    const second = await call('GET', `${path}&page=2`, { token: moderator });
    expect(first.body.meta).toEqual({ page: 1, limit: 2, total: 3 });
    expect([...first.body.data, ...second.body.data].map((d: { name: string }) => d.name)).toEqual([
      'c.pdf',
      'b.pdf',
      'a.pdf',
    ]);
  });
});
