// After a file is made: it is handed to the bank ("sent"), and the bank may return a direct debit
// (R-transaction). A returned debit frees its invoice (REJECTED) for the next file; if it was a first
// collection, the mandate's next one is a first collection again (the history says so: sequence-type rule).
import type { Db } from '@vetbo/db/database';
import { billingDocuments, sepaFileItems, sepaFiles } from '@vetbo/db/schema/index';
import type { SepaItemRejection } from '@vetbo/domain/money-files/sepa-files-api';
import { parisDay } from '@vetbo/domain/paris-day';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../lib/http.problems.ts';
import { refusal } from '../../lib/problem.ts';
import { recordPayment } from '../billing/public.ts';
import { recordChange } from '../change-history/public.ts';
import { SEPA_FILE_PROBLEMS } from './sepa-files.problems.ts';

export async function markSepaFileSent(db: Db, id: number, actor: { userId: number | null }) {
  await db.transaction(async (tx) => {
    const [file] = await tx.select().from(sepaFiles).where(eq(sepaFiles.id, id)).for('update');
    if (!file) throw notFound('Fichier SEPA', id);
    if (file.status === 'SENT')
      throw refusal(SEPA_FILE_PROBLEMS.FILE_ALREADY_SENT, { params: { messageId: file.messageId } });
    await tx
      .update(sepaFiles)
      .set({ status: 'SENT', sentDate: new Date(), sentByUserId: actor.userId })
      .where(eq(sepaFiles.id, id));
    await recordChange(tx, {
      userId: actor.userId,
      resource: 'sepa_files',
      resourceId: id,
      kind: 'UPDATE',
      before: { status: file.status },
      after: { status: 'SENT' },
    });
  });
}

export async function rejectSepaItem(
  db: Db,
  fileId: number,
  itemId: number,
  input: SepaItemRejection,
  actor: { userId: number | null },
) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ item: sepaFileItems, kind: sepaFiles.kind, number: billingDocuments.number })
      .from(sepaFileItems)
      .innerJoin(sepaFiles, eq(sepaFiles.id, sepaFileItems.sepaFileId))
      .innerJoin(billingDocuments, eq(billingDocuments.id, sepaFileItems.documentId))
      .where(and(eq(sepaFileItems.id, itemId), eq(sepaFileItems.sepaFileId, fileId)))
      .for('update', { of: sepaFileItems });
    if (!row) throw notFound('Opération du fichier SEPA', itemId);
    if (row.kind !== 'DIRECT_DEBIT') throw refusal(SEPA_FILE_PROBLEMS.NOT_A_DIRECT_DEBIT);
    if (row.item.status === 'REJECTED')
      throw refusal(SEPA_FILE_PROBLEMS.ITEM_ALREADY_REJECTED, { params: { number: row.number ?? '' } });
    const reason = input.comment ? `${input.reason} — ${input.comment}` : input.reason;
    await tx
      .update(sepaFileItems)
      .set({
        status: 'REJECTED',
        rejectionReason: reason.slice(0, 255),
        rejectedDate: new Date(),
        rejectedByUserId: actor.userId,
      })
      .where(eq(sepaFileItems.id, itemId));
    // The invoice's payment follows the transitions table (an unpaid or paid debit may be returned).
    await recordPayment(
      tx,
      'INVOICE',
      row.item.documentId,
      {
        paymentStatus: 'REJECTED',
        paymentDate: parisDay(),
        comment: `Rejet bancaire : ${reason}`.slice(0, 255),
      },
      actor,
      async () => {},
    );
  });
}
