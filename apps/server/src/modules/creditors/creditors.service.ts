import type { Db } from '@vetbo/db/database';
import { creditors } from '@vetbo/db/schema/index';
import { maskIban } from '@vetbo/domain/billing-accounts';
import {
  CREDITOR_MESSAGES,
  type Creditor,
  type CreditorUpdate,
  creditorRecordSchema,
  SERIES_PREFIX_FIELDS,
} from '@vetbo/domain/creditors';
import type { StaffRole } from '@vetbo/domain/enums';
import { eq } from 'drizzle-orm';
import { apiRow } from '../../lib/api-row.ts';
import { findRowById } from '../../lib/find-row.ts';
import { notFound } from '../../lib/http.problems.ts';
import { refusal } from '../../lib/problem.ts';
import { mergeChecked } from '../../lib/validation.ts';
import type { RequestContext } from '../../lib/write-context.ts';
import { ibanFingerprinter, ibanSeenBy } from '../billing-accounts/public.ts';
import { updateRecorded } from '../change-history/public.ts';
import { CREDITOR_PROBLEMS } from './creditors.problems.ts';
import { prefixesOfOthers } from './creditors.repository.ts';

const LABEL = 'Créancier';
type CreditorRow = typeof creditors.$inferSelect;

/** The creditor as `role` sees it: the columns carry the API's names; the IBAN as billing accounts show theirs. */
export const toCreditor = (row: CreditorRow, role: StaffRole | null): Creditor => ({
  ...apiRow(row),
  ...ibanSeenBy(row.iban, role),
});

export async function loadCreditor(db: Db, id: number, role: StaffRole | null): Promise<Creditor> {
  const row = await findRowById(db, creditors, id);
  if (!row) throw notFound(LABEL, id);
  return toCreditor(row, role);
}

/** A series prefix is unique across every series of every creditor: a number names its document. */
async function assertPrefixesFree(tx: Db, id: number, record: Record<string, unknown>) {
  const taken = await prefixesOfOthers(tx, id);
  const clashes = SERIES_PREFIX_FIELDS.filter((field) => taken.has(record[field] as string));
  const errors = clashes.map((field) => ({ path: field, message: CREDITOR_MESSAGES.seriesPrefixTaken }));
  if (errors.length > 0) throw refusal(CREDITOR_PROBLEMS.SERIES_PREFIX_TAKEN, { errors });
}

/**
 * Only an ADMIN reaches this (route access): the fields sent change, the rules across fields hold on the
 * record as it will be, and the history keeps the IBAN masked beside its fingerprint (every role reads it).
 */
export async function updateCreditor(
  db: Db,
  id: number,
  changes: CreditorUpdate,
  context: RequestContext,
): Promise<Creditor> {
  const fingerprint = await ibanFingerprinter(db);
  return db.transaction((tx) =>
    updateRecorded(tx, {
      resource: 'creditors',
      id,
      context,
      sent: changes,
      lock: () => findRowById(tx, creditors, id, { forUpdate: true }),
      notFound: () => notFound(LABEL, id),
      toApi: (row) => toCreditor(row, context.role),
      toHistory: (creditor, row) => ({
        ...creditor,
        iban: maskIban(row.iban),
        ibanFingerprint: fingerprint(row.iban),
      }),
      writeRow: async (_before, current) => {
        const merged = mergeChecked(creditorRecordSchema, current, changes);
        if (SERIES_PREFIX_FIELDS.some((field) => changes[field] !== undefined)) {
          await assertPrefixesFree(tx, id, merged);
        }
        const [updated] = await tx
          .update(creditors)
          .set({ ...merged, updatedDate: new Date() })
          .where(eq(creditors.id, id))
          .returning();
        return updated as CreditorRow;
      },
    }),
  );
}
