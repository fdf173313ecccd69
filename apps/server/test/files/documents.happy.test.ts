import { describe, expect, it } from 'vitest';
import { baseUrl, call } from '../support/api.ts';
import { moderator, upload, useDocumentsWorld } from '../support/factories/documents-world.ts';
import { createEstablishment } from '../support/factories/establishments.ts';
import { base64, download, PDF_BYTES } from '../support/files.ts';

useDocumentsWorld();

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
    expect(first.body.meta).toEqual({ page: 1, limit: 2, total: 3, totalIsExact: true });
    expect([...first.body.data, ...second.body.data].map((d: { name: string }) => d.name)).toEqual([
      'c.pdf',
      'b.pdf',
      'a.pdf',
    ]);
  });
});
