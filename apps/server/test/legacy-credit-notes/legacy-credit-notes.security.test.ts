// Threat model: a legacy credit note is money owed to an establishment; marking it TREATED says the
// accounting booked it. Only ADMIN and ACCOUNTANT write them (area `accounting`); every staff role reads.
import { describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import {
  countNotesWithCode,
  createNote,
  makeNote,
  noteHistory,
  notesPath,
  storedNotes,
  tokens,
  useLegacyCreditNotesWorld,
} from '../support/factories/legacy-credit-notes-world.ts';

useLegacyCreditNotesWorld();

describe('[LEGACY CREDIT NOTES] who may write', () => {
  for (const role of ['moderator', 'manager'] as const) {
    it(`refuses every write of a ${role.toUpperCase()} (403) and changes nothing`, async () => {
      const token = tokens[role];
      const note = await createNote();
      const before = await storedNotes([note.id]);
      const etag = (await call('GET', `${notesPath}/${note.id}`, { token })).headers.get('etag') as string;
      const attacks = [
        call('POST', notesPath, { token, body: makeNote({ documentCode: `${note.documentCode}-X` }) }),
        call('PATCH', `${notesPath}/${note.id}`, {
          token,
          body: { unitPriceWithVat: 0 },
          headers: { 'if-match': etag },
        }),
        call('PATCH', `${notesPath}/${note.id}`, { token, body: { accountingStatus: 'TREATED' } }),
        call('PATCH', `${notesPath}/bulk`, { token, body: { ids: [note.id] } }),
      ];
      for (const answer of await Promise.all(attacks)) {
        expect(answer.status).toBe(403);
        expect(answer.body.code).toBe('FORBIDDEN');
      }
      expect(await storedNotes([note.id])).toEqual(before);
      expect(await countNotesWithCode(`${note.documentCode}-X`)).toBe(0);
      expect((await noteHistory(note.id)).map((entry) => entry.kind)).toEqual(['CREATE']);
      // Reading stays open to them.
      expect((await call('GET', `${notesPath}?id[]=${note.id}`, { token })).body.data).toHaveLength(1);
      expect((await call('GET', `${notesPath}/export?id[]=${note.id}`, { token })).status).toBe(200);
    });
  }

  it('lets an ADMIN write as an ACCOUNTANT does', async () => {
    const note = await createNote({}, tokens.admin);
    const answer = await call('PATCH', `${notesPath}/bulk`, {
      token: tokens.admin,
      body: { ids: [note.id] },
    });
    expect(answer.status).toBe(200);
  });

  it('refuses a leader (no staff role), reading included, and an anonymous caller (401)', async () => {
    const note = await createNote();
    const leader = await tokenFor('leader');
    expect((await call('GET', notesPath, { token: leader })).status).toBe(403);
    expect(
      (await call('PATCH', `${notesPath}/bulk`, { token: leader, body: { ids: [note.id] } })).status,
    ).toBe(403);
    const anonymous = [
      call('GET', notesPath),
      call('POST', `${notesPath}/search`, { body: { term: 'AV' } }),
      call('GET', `${notesPath}/export`),
      call('GET', `${notesPath}/${note.id}`),
      call('POST', notesPath, { body: makeNote() }),
      call('PATCH', `${notesPath}/${note.id}`, { body: { accountingStatus: 'TREATED' } }),
      call('PATCH', `${notesPath}/bulk`, { body: { ids: [note.id] } }),
    ];
    for (const answer of await Promise.all(anonymous)) expect(answer.status).toBe(401);
    expect((await storedNotes([note.id]))[0]?.accounting_status).toBe('UNTREATED');
  });

  it('neutralises a formula in the exported CSV', async () => {
    const note = await createNote({ label: '@SUM(1+1)*cmd' });
    const answer = await call('GET', `${notesPath}/export?id[]=${note.id}`, { token: tokens.accountant });
    expect(answer.body).toContain(";'@SUM(1+1)*cmd;");
  });
});
