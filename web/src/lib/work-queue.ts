/**
 * Work that arrives while earlier work runs (answers from a model, judged as they come), at most
 * `limit` at once, in arrival order. `drained()` waits for all of it, including work pushed meanwhile.
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => Promise<void>)[] = [];
  private idle: { resolve: () => void; reject: (e: unknown) => void }[] = [];
  private failure: { error: unknown } | undefined;

  constructor(private readonly limit: number) {}

  push(work: () => Promise<void>): void {
    this.waiting.push(work);
    this.next();
  }

  /** Work started and not ended, and work waiting for a slot. */
  get pending(): number {
    return this.running + this.waiting.length;
  }

  /** Resolves when nothing runs or waits; rejects with the first work that threw (the others still ran). */
  drained(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.idle.push({ resolve, reject });
      this.settle();
    });
  }

  private next(): void {
    while (this.running < Math.max(1, this.limit) && this.waiting.length) {
      const work = this.waiting.shift()!;
      this.running++;
      void Promise.resolve()
        .then(work)
        .catch((error: unknown) => (this.failure ??= { error }))
        .finally(() => {
          this.running--;
          this.next();
          this.settle();
        });
    }
  }

  private settle(): void {
    if (this.pending) return;
    for (const waiter of this.idle.splice(0)) (this.failure ? waiter.reject(this.failure.error) : waiter.resolve());
  }
}
