// drizzle-orm 0.45's node-postgres sessions run a pooled transaction's BEGIN before the try/finally that
// gives the connection back (drizzle-team/drizzle-orm#6241, #6341, open): a BEGIN that fails — the database
// stopped or restarting, a connection lost between checkout and BEGIN — keeps its connection checked out
// for the life of the process. Three during an outage and the job pool (JOB_CONNECTIONS) never runs a job
// again, and closing the pools waits forever (database-outage.error.test.ts hung on it). Here the pooled
// transaction checks its connection out itself, runs drizzle's own transaction on that one connection
// (BEGIN, the work, COMMIT or ROLLBACK, unchanged), and gives it back on every path: pg-pool drops a
// connection that broke (a client no longer queryable), and keeps a sound one.
// Remove when drizzle-orm releases the connection itself (test: pooled-transactions.error.test.ts).
import { NodePgSession } from 'drizzle-orm/node-postgres';
import pg from 'pg';

type Transaction = NodePgSession<never, never>['transaction'];

/** What a session holds that the patch reads (drizzle's own fields, set by its constructor). */
interface SessionFields {
  client: pg.Pool | pg.PoolClient | pg.Client;
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
}

const PATCHED = Symbol.for('vetbo.pooledTransactionsReleased');
const prototype = NodePgSession.prototype as unknown as Record<symbol, boolean> & {
  transaction: Transaction;
};

if (!prototype[PATCHED]) {
  const transactionOnOneConnection = prototype.transaction;
  prototype.transaction = async function (this: SessionFields, work, config) {
    if (!(this.client instanceof pg.Pool))
      return transactionOnOneConnection.call(this as never, work, config);
    const connection = await this.client.connect();
    try {
      const session = new NodePgSession(connection, this.dialect, this.schema, this.options);
      return await transactionOnOneConnection.call(session as never, work, config);
    } finally {
      connection.release();
    }
  } as Transaction;
  prototype[PATCHED] = true;
}
