/**
 * A bounded map whose entries expire: the least recently used entry leaves first when full
 * (a Map iterates in insertion order, so re-inserting on a hit keeps the oldest key first).
 */
export class ExpiringCache<K, V> {
  private readonly entries = new Map<K, { value: V; expiresAt: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: K): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    if (hit.expiresAt <= this.now()) return undefined;
    this.entries.set(key, hit);
    return hit.value;
  }

  /** Keeps `value` until `expiresAt` (ms since the epoch); a time already past keeps nothing. */
  set(key: K, value: V, expiresAt: number): void {
    if (expiresAt <= this.now()) return;
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
