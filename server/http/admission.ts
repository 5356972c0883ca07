/**
 * A bounded queue in front of the sandbox slots: `tryEnter` admits while fewer than `capacity`
 * requests are in flight (running or waiting for a slot); beyond that the caller answers 429.
 */
export class Admission {
  private inFlight = 0;
  constructor(readonly capacity: number) {}

  tryEnter(): boolean {
    if (this.inFlight >= this.capacity) return false;
    this.inFlight++;
    return true;
  }

  leave(): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
  }

  get load(): number {
    return this.inFlight;
  }
}
