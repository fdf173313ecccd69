import { describe, expect, it } from 'vitest';
import { baseUrl, call, tokenFor } from '../support/api.ts';
import { upload, useDocumentsWorld } from '../support/factories/documents-world.ts';
import { base64, download, EXECUTABLE_BYTES, PDF_BYTES } from '../support/files.ts';

useDocumentsWorld();

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
