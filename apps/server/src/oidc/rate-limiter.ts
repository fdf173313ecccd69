import type { Db } from '@vetbo/db/database';
import { rateLimitEvents } from '@vetbo/db/schema/rate-limits';
import { and, eq, gt, like, lt, sql } from 'drizzle-orm';

/** Counts attempts per key in a sliding window; the attempt after `limit` is refused. */
export interface AttemptLimiter {
  readonly limit: number;
  readonly windowMs: number;
  /** True when the key has used up its attempts in the current window. */
  isBlocked(key: string): Promise<boolean>;
  recordFailure(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/** Rows older than the window are deleted after this many recorded attempts (per process). */
const SWEEP_EVERY = 200;

/**
 * Sliding-window counter in the database (`rate_limit_events`): every replica reads and writes the same
 * rows, so N servers behind a load balancer allow the limit, not N times it. Two concurrent attempts may
 * both pass the check at the limit: the overshoot is bounded by the concurrency of one client, not by the
 * number of replicas. Times come from this process's clock (replicas are NTP-synchronised).
 */
export class DatabaseAttemptLimiter implements AttemptLimiter {
  private recorded = 0;

  constructor(
    private readonly db: Db,
    /** Prefix of the keys, so that limiters sharing the table never count each other's attempts. */
    readonly scope: string,
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private keyOf(key: string): string {
    return `${this.scope}:${key}`.slice(0, 300);
  }

  async isBlocked(key: string): Promise<boolean> {
    const since = new Date(this.now() - this.windowMs);
    // Counting stops at the limit: a key never costs more than `limit` index entries to check.
    const [row] = await this.db.select({ count: sql<number>`count(*)::int` }).from(
      this.db
        .select({ one: sql`1` })
        .from(rateLimitEvents)
        .where(and(eq(rateLimitEvents.key, this.keyOf(key)), gt(rateLimitEvents.occurredAt, since)))
        .limit(this.limit)
        .as('recent'),
    );
    return (row?.count ?? 0) >= this.limit;
  }

  async recordFailure(key: string): Promise<void> {
    await this.db.insert(rateLimitEvents).values({ key: this.keyOf(key), occurredAt: new Date(this.now()) });
    if (++this.recorded % SWEEP_EVERY === 0) await this.sweep();
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(rateLimitEvents).where(eq(rateLimitEvents.key, this.keyOf(key)));
  }

  /** Drops this scope's attempts that left the window, so the table stays as small as recent activity. */
  async sweep(): Promise<void> {
    const since = new Date(this.now() - this.windowMs);
    await this.db
      .delete(rateLimitEvents)
      .where(and(like(rateLimitEvents.key, `${this.scope}:%`), lt(rateLimitEvents.occurredAt, since)));
  }
}

/**
 * The same counter in memory, for a single process (unit tests, tools). Not for servers: with N replicas
 * a client spreading its attempts over them would get N times the limit.
 */
export class MemoryAttemptLimiter implements AttemptLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async isBlocked(key: string): Promise<boolean> {
    return this.recent(key).length >= this.limit;
  }

  async recordFailure(key: string): Promise<void> {
    this.failures.set(key, [...this.recent(key), this.now()]);
  }

  async reset(key: string): Promise<void> {
    this.failures.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const times = (this.failures.get(key) ?? []).filter((time) => time > since);
    if (times.length === 0) this.failures.delete(key);
    return times;
  }
}
