/**
 * The host's slots, shared by the workers of every queue it serves: a counting semaphore handed out in
 * the order it was asked for. `close()` wakes every waiter with `false`, so a stopping worker's fetch
 * loops end instead of waiting for a slot that will never be free.
 */
export class SlotGate {
  private free: number;
  private readonly waiting: ((granted: boolean) => void)[] = [];
  private closed = false;

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new Error(`a slot gate needs at least one slot, not ${size}`);
    this.free = size;
  }

  /** Callers waiting for a slot. */
  get waiters(): number {
    return this.waiting.length;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Slots taken right now. */
  get inUse(): number {
    return this.size - this.free;
  }

  /** Resolves true once a slot is this caller's, or false when the gate is (or gets) closed. */
  acquire(): Promise<boolean> {
    if (this.closed) return Promise.resolve(false);
    if (this.free > 0) {
      this.free--;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  release(): void {
    const next = this.waiting.shift();
    if (next && !this.closed) next(true);
    else this.free = Math.min(this.size, this.free + 1);
  }

  close(): void {
    this.closed = true;
    for (const wake of this.waiting.splice(0)) wake(false);
  }
}
