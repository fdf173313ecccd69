import { legacyEstablishmentCreditNotes as notes } from '@vetbo/db/schema/index';
import type { LegacyCreditNote, LegacyCreditNoteBulk } from '@vetbo/domain/billing/legacy-credit-notes';
import { inArray } from 'drizzle-orm';
import { refusal } from '../../lib/problem.ts';
import type { Tx } from '../../lib/transaction.ts';
import { recordChange } from '../change-history/public.ts';
import { LEGACY_CREDIT_NOTE_PROBLEMS } from './legacy-credit-notes.problems.ts';
import { findJoinedRows, lockNotes } from './legacy-credit-notes.repository.ts';
import { toLegacyCreditNote } from './legacy-credit-notes.service.ts';

/**
 * "Mark selection as treated" (spec §4): every note named goes UNTREATED → TREATED, by `actor`, now — or
 * none does. The rows are locked first (in id order), so a colleague's selection marked at the same time
 * either waits and is then refused for the notes already treated, or goes first; never half of each.
 */
export async function markLegacyCreditNotesTreated(
  tx: Tx,
  input: LegacyCreditNoteBulk,
  actor: { userId: number | null },
): Promise<LegacyCreditNote[]> {
  const ids = [...new Set(input.ids)];
  const locked = new Map((await lockNotes(tx, ids)).map((row) => [row.id, row.accountingStatus]));
  const errors = input.ids.flatMap((id, index) => {
    const status = locked.get(id);
    if (status === 'UNTREATED') return [];
    return [{ path: `ids.${index}`, message: status ? 'legacyCreditNoteTreated' : 'unknownReference' }];
  });
  if (errors.length > 0) {
    const refused = [...new Set(errors.map((error) => input.ids[Number(error.path.slice(4))]))];
    throw refusal(LEGACY_CREDIT_NOTE_PROBLEMS.LEGACY_CREDIT_NOTES_NOT_TREATABLE, {
      errors,
      params: { ids: refused.join(', ') },
    });
  }
  const before = await findJoinedRows(tx, ids);
  const now = new Date();
  await tx
    .update(notes)
    .set({ accountingStatus: 'TREATED', moderationUserId: actor.userId, treatedDate: now, updatedDate: now })
    .where(inArray(notes.id, ids));
  const after = (await findJoinedRows(tx, ids)).map(toLegacyCreditNote);
  for (const [index, record] of after.entries()) {
    await recordChange(tx, {
      userId: actor.userId,
      resource: 'legacy_establishment_credit_notes',
      resourceId: record.id,
      kind: 'UPDATE',
      before: toLegacyCreditNote(before[index] as (typeof before)[number]),
      after: record,
    });
  }
  return after;
}
