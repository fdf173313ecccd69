import type { Db } from '@vetbo/db/database';
import { legacyEstablishmentCreditNotes as notes } from '@vetbo/db/schema/index';
import type { CreditNoteCategory } from '@vetbo/domain/billing/enums';
import type {
  LegacyCreditNote,
  LegacyCreditNoteCreate,
  LegacyCreditNoteUpdate,
} from '@vetbo/domain/billing/legacy-credit-notes';
import { eq } from 'drizzle-orm';
import { apiRow } from '../../lib/api-row.ts';
import { findRowById } from '../../lib/find-row.ts';
import { notFound } from '../../lib/http.problems.ts';
import { refusal } from '../../lib/problem.ts';
import type { WriteContext } from '../../lib/write-context.ts';
import { createRecorded, updateRecorded } from '../change-history/public.ts';
import { LEGACY_CREDIT_NOTE_PROBLEMS } from './legacy-credit-notes.problems.ts';
import { findJoinedRow, type LegacyCreditNoteRow } from './legacy-credit-notes.repository.ts';

const LABEL = 'Avoir historique';
const RESOURCE = 'legacy_establishment_credit_notes';

/** The note as the API shows it: the columns carry the API's names, the joined values beside them. */
export const toLegacyCreditNote = (row: LegacyCreditNoteRow): LegacyCreditNote => ({
  ...apiRow(row),
  documentType: row.documentType as CreditNoteCategory,
});

export async function loadLegacyCreditNote(db: Db, id: number): Promise<LegacyCreditNote> {
  const row = await findJoinedRow(db, id);
  if (!row) throw notFound(LABEL, id);
  return toLegacyCreditNote(row);
}

/** A note of the former system, entered UNTREATED; an unknown establishment is a 422 on its field. */
export function createLegacyCreditNote(
  db: Db,
  input: LegacyCreditNoteCreate,
  context: WriteContext,
): Promise<LegacyCreditNote> {
  return db.transaction((tx) =>
    createRecorded(tx, {
      resource: RESOURCE,
      context,
      sent: input,
      toApi: toLegacyCreditNote,
      writeRow: async () => {
        const [created] = await tx.insert(notes).values(input).returning({ id: notes.id });
        return (await findJoinedRow(tx, (created as { id: number }).id)) as LegacyCreditNoteRow;
      },
    }),
  );
}

/**
 * A TREATED note is final (an entry the accounting has booked is corrected by a new entry, never by
 * changing it — PCG art. 420-5): any field sent that differs from the stored one is refused.
 */
const differingFields = (note: LegacyCreditNote, changes: LegacyCreditNoteUpdate) =>
  Object.entries(changes).filter(
    ([field, value]) => value !== undefined && value !== note[field as keyof LegacyCreditNote],
  );

function assertStillEditable(note: LegacyCreditNote, changes: LegacyCreditNoteUpdate) {
  if (note.accountingStatus !== 'TREATED') return;
  const differing = differingFields(note, changes);
  if (differing.length > 0)
    throw refusal(LEGACY_CREDIT_NOTE_PROBLEMS.LEGACY_CREDIT_NOTE_TREATED, {
      errors: differing.map(([path]) => ({ path, message: 'legacyCreditNoteTreated' })),
    });
}

/**
 * PATCH {id}: corrections while UNTREATED, and UNTREATED → TREATED by the caller (who and when are kept,
 * as "mark selection as treated" keeps them).
 */
export function updateLegacyCreditNote(
  db: Db,
  id: number,
  changes: LegacyCreditNoteUpdate,
  context: WriteContext,
): Promise<LegacyCreditNote> {
  return db.transaction((tx) =>
    updateRecorded(tx, {
      resource: RESOURCE,
      id,
      context,
      sent: changes,
      lock: async () => (await findRowById(tx, notes, id, { forUpdate: true })) && findJoinedRow(tx, id),
      notFound: () => notFound(LABEL, id),
      toApi: toLegacyCreditNote,
      authorise: (before) => assertStillEditable(before, changes),
      writeRow: async (before, current) => {
        // Sending back what is stored changes nothing, not even the updated date (a TREATED note stays as booked).
        if (differingFields(before, changes).length === 0) return current;
        const treating = changes.accountingStatus === 'TREATED' && before.accountingStatus === 'UNTREATED';
        await tx
          .update(notes)
          .set({
            ...changes,
            ...(treating ? { moderationUserId: context.userId, treatedDate: new Date() } : {}),
            updatedDate: new Date(),
          })
          .where(eq(notes.id, id));
        return (await findJoinedRow(tx, id)) as LegacyCreditNoteRow;
      },
    }),
  );
}
