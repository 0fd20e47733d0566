/**
 * Runs tasks of one key one after another within this process. Commands that append to one shared
 * stream (a hold ledger, a sequence) still check the revision they read, which decides a race with
 * another process; within the process they wait their turn instead of losing the race and reading
 * again: an import's parallel rows lost most of their appends to retries (ADR 0063).
 */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
