/**
 * Answers kept for a few seconds under a limit of bytes: the oldest go first once the limit would
 * be passed, and an answer larger than the limit is not kept. The size of an answer is told by the
 * caller (a text's length, a serialized object's), an estimate of what holding it costs.
 */
export class AnswerCache<V> {
  private readonly entries = new Map<string, { value: V; at: number; bytes: number }>();
  private held = 0;
  private readonly maxBytes: number;
  private readonly ttlMs: number;
  private readonly sizeOf: (value: V) => number;

  constructor(options: { maxBytes: number; ttlMs: number; sizeOf: (value: V) => number }) {
    this.maxBytes = options.maxBytes;
    this.ttlMs = options.ttlMs;
    this.sizeOf = options.sizeOf;
  }

  /** The answer kept under `key` if it is younger than the time to live. */
  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.at < this.ttlMs) return entry.value;
    this.drop(key);
    return undefined;
  }

  set(key: string, value: V, now = Date.now()): void {
    this.drop(key);
    // A JavaScript string holds up to two bytes a character.
    const bytes = this.sizeOf(value) + key.length * 2;
    if (bytes > this.maxBytes) return;
    while (this.held + bytes > this.maxBytes) this.drop(this.entries.keys().next().value!);
    this.entries.set(key, { value, at: now, bytes });
    this.held += bytes;
  }

  /** Bytes held now, as estimated (for the operators' figures). */
  get bytes(): number {
    return this.held;
  }

  get size(): number {
    return this.entries.size;
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.held -= entry.bytes;
  }
}
