/**
 * Sliding-window counter of failures per key, in memory.
 *
 * It is per process: with N replicas behind a load balancer, a client spreading its attempts over them
 * gets up to N times the limit. Good enough against password guessing at this scale; move the counts to
 * the database (or a shared cache) if that ever matters.
 */
export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();
  private sweepCounter = 0;

  constructor(
    /** Failures allowed in the window; the next attempt is refused. */
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when the key has used up its failures in the current window. */
  isBlocked(key: string): boolean {
    return this.recent(key).length >= this.limit;
  }

  recordFailure(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.failures.set(key, recent);
    if (++this.sweepCounter >= 1000) this.sweep();
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const times = (this.failures.get(key) ?? []).filter((time) => time > since);
    if (times.length === 0) this.failures.delete(key);
    return times;
  }

  /** Drops keys whose failures all left the window, so memory stays bounded by recent activity. */
  private sweep(): void {
    this.sweepCounter = 0;
    const since = this.now() - this.windowMs;
    for (const [key, times] of this.failures) {
      if (times.every((time) => time <= since)) this.failures.delete(key);
    }
  }
}
