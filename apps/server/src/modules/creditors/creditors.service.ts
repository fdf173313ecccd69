import type { Db } from '@vetbo/db/database';
import { creditors } from '@vetbo/db/schema/index';
import { maskIban } from '@vetbo/domain/billing-accounts';
import {
  type Creditor,
  type CreditorUpdate,
  creditorRecordSchema,
  SERIES_PREFIX_FIELDS,
} from '@vetbo/domain/creditors';
import type { StaffRole } from '@vetbo/domain/enums';
import { eq } from 'drizzle-orm';
import { notFound } from '../../lib/http.problems.ts';
import { refusal } from '../../lib/problem.ts';
import { parseOrRefuse } from '../../lib/validation.ts';
import type { WriteContext } from '../../lib/write-context.ts';
import { ibanFingerprinter } from '../billing-accounts/public.ts';
import { updateRecorded } from '../change-history/public.ts';
import { type CreditorRow, toCreditor, toRecord } from './creditors.mapper.ts';
import { CREDITOR_PROBLEMS } from './creditors.problems.ts';
import { findCreditorRow, prefixesOfOthers } from './creditors.repository.ts';

const LABEL = 'Créancier';

export async function loadCreditor(db: Db, id: number, role: StaffRole | null): Promise<Creditor> {
  const row = await findCreditorRow(db, id);
  if (!row) throw notFound(LABEL, id);
  return toCreditor(row, role);
}

/** A series prefix is unique across every series of every creditor: a number names its document. */
async function assertPrefixesFree(tx: Db, id: number, record: Record<string, unknown>) {
  const taken = await prefixesOfOthers(tx, id);
  const clashes = SERIES_PREFIX_FIELDS.filter((field) => taken.has(record[field] as string));
  const errors = clashes.map((field) => ({ path: field, message: 'seriesPrefixTaken' }));
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
  context: WriteContext & { role: StaffRole | null },
): Promise<Creditor> {
  const fingerprint = await ibanFingerprinter(db);
  return db.transaction((tx) =>
    updateRecorded(tx, {
      resource: 'creditors',
      id,
      context,
      sent: changes,
      lock: () => findCreditorRow(tx, id, { forUpdate: true }),
      notFound: () => notFound(LABEL, id),
      toApi: (row: CreditorRow) => toCreditor(row, context.role),
      // Only ADMIN writes, who sees the IBAN in full: the history keeps it masked, beside its fingerprint.
      toHistory: (creditor) => ({
        ...creditor,
        iban: maskIban(creditor.iban),
        ibanFingerprint: fingerprint(creditor.iban),
      }),
      write: async (_before, current) => {
        const sent = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
        const merged = parseOrRefuse(creditorRecordSchema, { ...toRecord(current), ...sent });
        if (SERIES_PREFIX_FIELDS.some((field) => field in sent)) await assertPrefixesFree(tx, id, merged);
        const [updated] = await tx
          .update(creditors)
          .set({ ...merged, updatedDate: new Date() })
          .where(eq(creditors.id, id))
          .returning();
        return toCreditor(updated as CreditorRow, context.role);
      },
    }),
  );
}
