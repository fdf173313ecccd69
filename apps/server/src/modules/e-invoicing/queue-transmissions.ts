// What billing calls inside its own transactions: the documents just issued wait for the transmission job
// (one INSERT … SELECT for a whole batch), and a service invoice recorded PAID waits to send 212
// "Encaissée". The job sends them once the transaction has committed; nothing here calls a platform.
import { SIRET_COUNTRIES } from '@vetbo/domain/legal-structures';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../lib/transaction.ts';

const countries = sql`array[${sql.join(
  SIRET_COUNTRIES.map((country) => sql`${country}`),
  sql`, `,
)}]::text[]`;

/**
 * The issued documents to a business domiciled in France (who must receive them through a platform), as
 * PENDING transmissions; the others (a buyer abroad) have none.
 */
export async function queueTransmissions(tx: Tx, documentIds: readonly number[]): Promise<void> {
  if (documentIds.length === 0) return;
  await tx.execute(sql`
    insert into e_invoice_transmissions (document_id)
    select d.id from billing_documents d
     where d.id = any(${`{${documentIds.join(',')}}`}::int[]) and d.status = 'ISSUED'
       and d.content #>> '{buyer,address,country}' = any(${countries})`);
}

/**
 * 212 "Encaissée" for an invoice just recorded PAID (the caller checks `requiresCollectedStatus`), on its
 * latest transmission; a document without transmission (a buyer abroad) has nothing to say.
 */
export async function queueCollectedStatus(tx: Tx, documentId: number, day: string): Promise<void> {
  await tx.execute(sql`
    insert into e_invoice_events (transmission_id, direction, status_code, label, reason, delivery_state)
    select t.id, 'OUT', '212', 'Encaissée', ${`Paiement encaissé le ${day}`}, 'PENDING'
      from e_invoice_transmissions t
     where t.document_id = ${documentId}
     order by t.id desc limit 1`);
}
