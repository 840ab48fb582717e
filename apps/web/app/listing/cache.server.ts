/**
 * A small in-process cache with a time to live and a size bound, for listing page parts that are
 * the same for every visitor and may be a minute old (similar listings, the seller's reviews,
 * bidder names; anonymous visitors' listing reads for a second).
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();

  constructor(private readonly ttlMs: number, private readonly maxEntries = 1000, private readonly clock: () => number = Date.now) {}

  /** The cached value, or `load()` (shared by concurrent callers); failures are not kept. */
  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.clock();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { at: now, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    this.trim();
    return value;
  }

  private trim(): void {
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** Keeps a value known from elsewhere (another read of the same record). */
  set(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, { at: this.clock(), value: Promise.resolve(value) });
    this.trim();
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
