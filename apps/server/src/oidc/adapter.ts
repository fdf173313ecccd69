import type { Db } from '@vetbo/db/database';
import { oidcModels } from '@vetbo/db/schema/index';
import { and, eq, gt, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';

/** Expired rows are deleted at most this often, by whichever request writes next. */
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * oidc-provider storage on the `oidc_models` table (one row per model instance, payload in jsonb).
 * Each operation is a single statement, so none needs a transaction.
 */
export function createOidcAdapterFactory(db: Db): (model: string) => Adapter {
  let nextPurge = Date.now() + PURGE_INTERVAL_MS;

  async function purgeWhenDue(): Promise<void> {
    if (Date.now() < nextPurge) return;
    nextPurge = Date.now() + PURGE_INTERVAL_MS;
    try {
      await purgeExpiredOidcModels(db);
    } catch {
      // Best effort only: the rows are ignored on read once expired.
    }
  }

  return (model: string) => new OidcAdapter(db, model, purgeWhenDue);
}

/** Deletes expired rows; also fit for a scheduled job. Returns how many rows went. */
export async function purgeExpiredOidcModels(db: Db): Promise<number> {
  const deleted = await db
    .delete(oidcModels)
    .where(lt(oidcModels.expiresAt, sql`now()`))
    .returning({ id: oidcModels.id });
  return deleted.length;
}

class OidcAdapter implements Adapter {
  constructor(
    private readonly db: Db,
    private readonly model: string,
    private readonly purgeWhenDue: () => Promise<void>,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt =
      typeof expiresIn === 'number' && expiresIn > 0 ? new Date(Date.now() + expiresIn * 1000) : null;
    const columns = {
      payload,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt,
    };
    await this.db
      .insert(oidcModels)
      .values({ model: this.model, id, ...columns })
      // A consumed artefact stays consumed: consumed_at is left as it is.
      .onConflictDoUpdate({ target: [oidcModels.model, oidcModels.id], set: columns });
    await this.purgeWhenDue();
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.findOne(eq(oidcModels.id, id));
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findOne(eq(oidcModels.uid, uid));
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findOne(eq(oidcModels.userCode, userCode));
  }

  async consume(id: string): Promise<void> {
    await this.db
      .update(oidcModels)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(oidcModels.model, this.model), eq(oidcModels.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(oidcModels).where(and(eq(oidcModels.model, this.model), eq(oidcModels.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db
      .delete(oidcModels)
      .where(and(eq(oidcModels.model, this.model), eq(oidcModels.grantId, grantId)));
  }

  private async findOne(match: SQL): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select({ payload: oidcModels.payload, consumedAt: oidcModels.consumedAt })
      .from(oidcModels)
      .where(
        and(
          eq(oidcModels.model, this.model),
          match,
          or(isNull(oidcModels.expiresAt), gt(oidcModels.expiresAt, sql`now()`)),
        ),
      )
      .limit(1);
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  }
}
