// The legacy credit notes' API tests (happy, error, security): the staff's tokens, an establishment of the
// file's own (every list is narrowed to it, so the demo notes and the other files' never show), notes
// entered through the API, and the stored rows read past the API (what a refused write must not change).
import type { LegacyCreditNoteCreateInput } from '@vetbo/domain/billing/legacy-credit-notes';
import { beforeAll } from 'vitest';
import { call, tokenFor } from '../api.ts';
import { sharedDatabase } from '../shared-database.ts';
import { createEstablishment } from './establishments.ts';

const database = sharedDatabase();

export const notesPath = '/legacy/veterinary_establishment_credit_notes';
export const tokens = {} as { admin: string; manager: string; moderator: string; accountant: string };
/** The file's establishment, and the accountant's user id (who treats the notes). */
export const world = {} as {
  establishment: { id: number; name: string; privilegedCode: string };
  accountantId: number;
};

export function useLegacyCreditNotesWorld() {
  beforeAll(async () => {
    [tokens.admin, tokens.manager, tokens.moderator, tokens.accountant] = await Promise.all([
      tokenFor('admin'),
      tokenFor('manager'),
      tokenFor('moderator'),
      tokenFor('accountant'),
    ]);
    world.establishment = await createEstablishment(tokens.moderator, {
      name: uniqueText('Clinique des Avoirs '),
    });
    world.accountantId = (await call('GET', '/v1/me', { token: tokens.accountant })).body.data.id;
  });
}

let sequence = 0;
/** A text no other test run holds: a document code, a name. */
export const uniqueText = (prefix: string) =>
  `${prefix}${Date.now().toString(36).toUpperCase()}${(sequence++).toString(36).toUpperCase()}${Math.random().toString(36).slice(2, 5).toUpperCase()}`;

export const makeNote = (
  overrides: Partial<LegacyCreditNoteCreateInput> = {},
): LegacyCreditNoteCreateInput => ({
  veterinaryEstablishmentId: world.establishment.id,
  documentCode: uniqueText('AV-'),
  documentDate: '2019-06-30',
  unitPriceWithVat: 4990,
  label: 'Geste commercial',
  ...overrides,
});

export async function createNote(
  overrides: Partial<LegacyCreditNoteCreateInput> = {},
  token = tokens.accountant,
) {
  const answer = await call('POST', notesPath, { token, body: makeNote(overrides), language: 'fr' });
  if (answer.status !== 201) throw new Error(`note not created: ${JSON.stringify(answer.body)}`);
  return answer.body.data as { id: number; documentCode: string; [field: string]: unknown };
}

/** The note as the API answers it, with its ETag. */
export async function readNote(id: number, token = tokens.accountant) {
  const answer = await call('GET', `${notesPath}/${id}`, { token });
  return { data: answer.body.data, etag: answer.headers.get('etag') as string };
}

/** The file's notes listed with `query` (narrowed to its establishment). */
export const listNotes = (query = '', token = tokens.accountant) =>
  call('GET', `${notesPath}?veterinaryEstablishmentId[]=${world.establishment.id}${query}`, { token });

/** The stored rows, read past the API. */
export async function storedNotes(ids: number[]): Promise<Record<string, unknown>[]> {
  const { rows } = await database.query(
    'select * from legacy_establishment_credit_notes where id = any($1::int[]) order by id',
    [ids],
  );
  return rows;
}

export async function countNotesWithCode(documentCode: string): Promise<number> {
  const { rows } = await database.query(
    'select count(*)::int as n from legacy_establishment_credit_notes where document_code = $1',
    [documentCode],
  );
  return rows[0].n;
}

/** A note's history entries, newest first. */
export async function noteHistory(id: number) {
  const answer = await call(
    'GET',
    `/v1/change_history?resource[]=legacy_establishment_credit_notes&resourceId[]=${id}`,
    { token: tokens.admin },
  );
  return answer.body.data as {
    kind: string;
    user: { id: number } | null;
    changes: { field: string; before: unknown; after: unknown }[];
  }[];
}

/** The field errors of a refusal, as `{ path: message }`. */
export const fieldErrors = (body: { errors?: { path: string; message: string }[] }) =>
  Object.fromEntries((body.errors ?? []).map((error) => [error.path, error.message]));
