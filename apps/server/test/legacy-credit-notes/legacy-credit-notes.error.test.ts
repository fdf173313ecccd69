import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import {
  countNotesWithCode,
  createNote,
  fieldErrors,
  makeNote,
  notesPath,
  readNote,
  storedNotes,
  tokens,
  useLegacyCreditNotesWorld,
} from '../support/factories/legacy-credit-notes-world.ts';

useLegacyCreditNotesWorld();

const post = (body: unknown) => call('POST', notesPath, { token: tokens.accountant, body, language: 'fr' });
const patch = (id: number, body: unknown, headers: Record<string, string> = {}) =>
  call('PATCH', `${notesPath}/${id}`, { token: tokens.accountant, body, headers, language: 'fr' });
const bulk = (body: unknown) =>
  call('PATCH', `${notesPath}/bulk`, { token: tokens.accountant, body, language: 'fr' });

describe('[LEGACY CREDIT NOTES] refused entries', () => {
  it('names each invalid field in French (400)', async () => {
    const answer = await post({
      veterinaryEstablishmentId: 'x',
      documentCode: ' ',
      documentDate: '2019-02-30',
      documentType: 'INVOICE',
      unitPriceWithVat: -1,
      label: 'x'.repeat(256),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
    expect(fieldErrors(answer.body)).toEqual({
      veterinaryEstablishmentId: 'Un nombre entier est attendu',
      documentCode: 'Ce champ est requis',
      documentDate: 'Date invalide',
      documentType: 'Valeur non autorisée',
      unitPriceWithVat: 'Valeur trop petite',
      label: 'Trop long',
    });
    const missing = await post({});
    expect(fieldErrors(missing.body)).toMatchObject({
      documentCode: 'Ce champ est requis',
      documentDate: 'Ce champ est requis',
      unitPriceWithVat: 'Ce champ est requis',
    });
    expect((await post({ ...makeNote(), accountingStatus: 'TREATED' })).status).toBe(400);
  });

  it('refuses a number already used (409) and enters nothing', async () => {
    const note = await createNote();
    const answer = await post(makeNote({ documentCode: note.documentCode }));
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: 'LEGACY_CREDIT_NOTE_CODE_TAKEN',
      detail: `Le numéro ${note.documentCode} est déjà celui d’un autre avoir historique.`,
    });
    expect(Object.keys(fieldErrors(answer.body))).toEqual(['documentCode']);
    expect(await countNotesWithCode(note.documentCode)).toBe(1);
  });

  it('refuses an establishment that does not exist (422)', async () => {
    const body = makeNote({ veterinaryEstablishmentId: 2_147_483_647 });
    const answer = await post(body);
    expect(answer.status).toBe(422);
    expect(fieldErrors(answer.body)).toEqual({ veterinaryEstablishmentId: "Cet élément n'existe pas" });
    expect(await countNotesWithCode(body.documentCode)).toBe(0);
  });
});

describe('[LEGACY CREDIT NOTES] refused corrections', () => {
  it('refuses a stale If-Match (412) and changes nothing', async () => {
    const note = await createNote();
    const { etag } = await readNote(note.id);
    expect((await patch(note.id, { label: 'Première' }, { 'if-match': etag })).status).toBe(200);
    const before = await storedNotes([note.id]);
    const answer = await patch(note.id, { label: 'Seconde' }, { 'if-match': etag });
    expect(answer.status).toBe(412);
    expect(await storedNotes([note.id])).toEqual(before);
  });

  it('keeps a TREATED note final: no correction, no going back (422)', async () => {
    const note = await createNote();
    expect((await patch(note.id, { accountingStatus: 'TREATED' })).status).toBe(200);
    const before = await storedNotes([note.id]);
    const corrected = await patch(note.id, { unitPriceWithVat: 1, label: 'Geste commercial' });
    expect(corrected.status).toBe(422);
    expect(corrected.body).toMatchObject({
      code: 'LEGACY_CREDIT_NOTE_TREATED',
      detail: 'Cet avoir est traité en comptabilité : il n’est plus modifiable.',
    });
    // The label sent is the stored one: only the amount is named.
    expect(Object.keys(fieldErrors(corrected.body))).toEqual(['unitPriceWithVat']);
    const back = await patch(note.id, { accountingStatus: 'UNTREATED' });
    expect(back.status).toBe(422);
    expect(Object.keys(fieldErrors(back.body))).toEqual(['accountingStatus']);
    expect(await storedNotes([note.id])).toEqual(before);
    expect((await patch(note.id, { accountingStatus: 'TREATED' })).status).toBe(200);
    expect(await storedNotes([note.id])).toEqual(before);
  });

  it('answers 404 for a note that does not exist', async () => {
    expect((await patch(2_147_483_647, { label: 'x' })).status).toBe(404);
  });
});

describe('[LEGACY CREDIT NOTES] "mark selection as treated" is all or nothing', () => {
  it('refuses a selection holding a TREATED note (409), naming it, and marks none', async () => {
    const [untreated, treated] = [await createNote(), await createNote()];
    await patch(treated.id, { accountingStatus: 'TREATED' });
    const before = await storedNotes([untreated.id, treated.id]);
    const answer = await bulk({ ids: [untreated.id, treated.id] });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: 'LEGACY_CREDIT_NOTES_NOT_TREATABLE',
      detail: `Aucun avoir n’a été marqué comme traité : ${treated.id} introuvable(s) ou déjà traité(s).`,
    });
    expect(Object.keys(fieldErrors(answer.body))).toEqual(['ids.1']);
    expect(await storedNotes([untreated.id, treated.id])).toEqual(before);
  });

  it('refuses a selection holding an unknown id (409) and marks none', async () => {
    const note = await createNote();
    const answer = await bulk({ ids: [2_147_483_646, note.id] });
    expect(answer.status).toBe(409);
    expect(fieldErrors(answer.body)).toEqual({ 'ids.0': "Cet élément n'existe pas" });
    expect((await storedNotes([note.id]))[0]?.accounting_status).toBe('UNTREATED');
  });

  it('refuses an empty or oversized selection (400)', async () => {
    expect(fieldErrors((await bulk({ ids: [] })).body)).toEqual({ ids: expect.any(String) });
    const many = Array.from({ length: 501 }, (_, index) => index + 1);
    expect((await bulk({ ids: many })).status).toBe(400);
    expect(fieldErrors((await bulk({ ids: ['x'] })).body)).toEqual({
      'ids.0': 'Un nombre entier est attendu',
    });
    expect((await bulk({})).status).toBe(400);
  });
});
