import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import {
  createNote,
  listNotes,
  noteHistory,
  notesPath,
  readNote,
  tokens,
  uniqueText,
  useLegacyCreditNotesWorld,
  world,
} from '../support/factories/legacy-credit-notes-world.ts';

useLegacyCreditNotesWorld();

const ids = (answer: { body: { data: { id: number }[] } }) => answer.body.data.map((note) => note.id);

describe('[LEGACY CREDIT NOTES] entering, listing and correcting', () => {
  it('enters a note UNTREATED, with its establishment and a history entry', async () => {
    const documentCode = uniqueText('AV-2019-');
    const created = await call('POST', notesPath, {
      token: tokens.accountant,
      body: {
        veterinaryEstablishmentId: world.establishment.id,
        documentCode,
        documentDate: '2019-03-31',
        unitPriceWithVat: 12050,
      },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`${notesPath}/${created.body.data.id}`);
    expect(created.body.data).toMatchObject({
      veterinaryEstablishmentId: world.establishment.id,
      veterinaryEstablishmentName: world.establishment.name,
      veterinaryEstablishmentPrivilegedCode: world.establishment.privilegedCode,
      documentCode,
      documentDate: '2019-03-31',
      documentType: 'CREDIT_NOTE',
      unitPriceWithVat: 12050,
      label: null,
      accountingStatus: 'UNTREATED',
      moderationUserId: null,
      moderationUserName: null,
      treatedDate: null,
    });
    const { data, etag } = await readNote(created.body.data.id, tokens.moderator);
    expect(data).toEqual(created.body.data);
    expect(etag).toMatch(/^"/);
    const [entry] = await noteHistory(data.id);
    expect(entry).toMatchObject({ kind: 'CREATE', user: { id: world.accountantId } });
  });

  it('lists by each filter, sorts by amount and pages', async () => {
    const small = await createNote({ unitPriceWithVat: 100, documentType: 'ALIM' });
    const large = await createNote({ unitPriceWithVat: 90000 });
    const treated = await createNote({ unitPriceWithVat: 5000 });
    await call('PATCH', `${notesPath}/${treated.id}`, {
      token: tokens.accountant,
      body: { accountingStatus: 'TREATED' },
    });

    const sorted = await listNotes('&sortUnitPriceWithVat=desc');
    expect(ids(sorted).indexOf(large.id)).toBeLessThan(ids(sorted).indexOf(treated.id));
    expect(ids(sorted).indexOf(treated.id)).toBeLessThan(ids(sorted).indexOf(small.id));
    expect(ids(await listNotes(`&id[]=${small.id}&id[]=${large.id}`)).sort()).toEqual(
      [small.id, large.id].sort(),
    );
    expect(ids(await listNotes(`&documentCode[]=${large.documentCode}`))).toEqual([large.id]);
    expect(ids(await listNotes('&accountingStatus[]=TREATED'))).toContain(treated.id);
    expect(ids(await listNotes('&accountingStatus[]=TREATED'))).not.toContain(small.id);
    expect(ids(await listNotes(`&moderationUserId[]=${world.accountantId}`))).toContain(treated.id);
    expect(ids(await listNotes(`&moderationUserId[]=${world.accountantId}`))).not.toContain(large.id);
    const other = await call('GET', `${notesPath}?veterinaryEstablishmentId[]=2147483647`, {
      token: tokens.admin,
    });
    expect(other.body.meta.total).toBe(0);

    const first = await listNotes('&sortUnitPriceWithVat=asc&limit=1&page=1');
    const second = await listNotes('&sortUnitPriceWithVat=asc&limit=1&page=2');
    expect(second.body.meta).toMatchObject({ page: 2, limit: 1, total: first.body.meta.total });
    expect(ids(second)).toHaveLength(1);
    expect(ids(second)[0]).not.toBe(ids(first)[0]);
  });

  it('searches by number prefix, label and establishment', async () => {
    const label = uniqueText('Ristourne ');
    const note = await createNote({ label });
    const search = (term: string) =>
      call('POST', `${notesPath}/search?veterinaryEstablishmentId[]=${world.establishment.id}`, {
        token: tokens.manager,
        body: { term },
      });
    expect(ids(await search(note.documentCode.slice(0, 10)))).toContain(note.id);
    expect(ids(await search(label.slice(10).toLowerCase()))).toEqual([note.id]);
    expect(ids(await search(world.establishment.privilegedCode))).toContain(note.id);
    expect(ids(await search('aucun avoir ne porte ce texte'))).toEqual([]);
  });

  it('corrects an UNTREATED note with the ETag it read, and keeps the change', async () => {
    const note = await createNote();
    const { etag } = await readNote(note.id);
    const answer = await call('PATCH', `${notesPath}/${note.id}`, {
      token: tokens.admin,
      body: {
        unitPriceWithVat: 5990,
        label: 'Remise corrigée',
        documentType: 'OTHER',
        documentDate: '2019-07-01',
      },
      headers: { 'if-match': etag },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      unitPriceWithVat: 5990,
      label: 'Remise corrigée',
      documentType: 'OTHER',
      documentDate: '2019-07-01',
      accountingStatus: 'UNTREATED',
    });
    const [entry] = await noteHistory(note.id);
    expect(entry?.kind).toBe('UPDATE');
    expect(entry?.changes).toContainEqual({ field: 'unitPriceWithVat', before: 4990, after: 5990 });
  });

  it('marks one note TREATED by id: who and when are kept', async () => {
    const note = await createNote();
    const answer = await call('PATCH', `${notesPath}/${note.id}`, {
      token: tokens.accountant,
      body: { accountingStatus: 'TREATED' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      accountingStatus: 'TREATED',
      moderationUserId: world.accountantId,
    });
    expect(answer.body.data.moderationUserName).toEqual(expect.any(String));
    expect(answer.body.data.treatedDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('marks a selection as treated, all at once, by the caller', async () => {
    const [one, two, untouched] = [await createNote(), await createNote(), await createNote()];
    const answer = await call('PATCH', `${notesPath}/bulk`, {
      token: tokens.accountant,
      body: { ids: [two.id, one.id, two.id] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((note: { id: number }) => note.id)).toEqual(
      [one.id, two.id].sort((a, b) => a - b),
    );
    for (const note of answer.body.data)
      expect(note).toMatchObject({ accountingStatus: 'TREATED', moderationUserId: world.accountantId });
    expect((await readNote(untouched.id)).data.accountingStatus).toBe('UNTREATED');
    const [entry] = await noteHistory(one.id);
    expect(entry?.changes).toContainEqual({
      field: 'accountingStatus',
      before: 'UNTREATED',
      after: 'TREATED',
    });
  });

  it('exports the filtered notes as a French CSV', async () => {
    const note = await createNote({ unitPriceWithVat: 123456, label: '=cmd|calc' });
    const answer = await call(
      'GET',
      `${notesPath}/export?veterinaryEstablishmentId[]=${world.establishment.id}&documentCode[]=${note.documentCode}`,
      { token: tokens.moderator },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    expect(answer.headers.get('content-disposition')).toMatch(/avoirs-historiques-\d{4}-\d\d-\d\d\.csv/);
    const lines = (answer.body as string)
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toEqual([
      'Numéro;Date;Type;Code privilégié;Établissement;Libellé;Montant TTC;Statut comptable;Traité le;Traité par',
      `${note.documentCode};30/06/2019;Avoir;${world.establishment.privilegedCode};${world.establishment.name};'=cmd|calc;1234,56;Non traité;;`,
    ]);
    const xlsx = await call('GET', `${notesPath}/export?format=xlsx&id[]=${note.id}`, {
      token: tokens.admin,
    });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
  });
});
