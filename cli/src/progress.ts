/** Progress: a redrawn bar on a terminal (stderr), else a plain line every 10% through `log`. */
export class Progress {
  private done = 0;
  private passed = 0;
  private lastPlain = -1;
  private readonly started = Date.now();

  constructor(
    private readonly total: number,
    private readonly label: string,
    private readonly log: (s: string) => void,
    private readonly tty = false,
  ) {}

  tick(passed: boolean): void {
    this.done++;
    if (passed) this.passed++;
    const pct = this.total ? Math.floor((this.done / this.total) * 100) : 100;
    const secs = ((Date.now() - this.started) / 1000).toFixed(1);
    const text = `${this.label} ${this.done}/${this.total} (${pct}%) passed ${this.passed} in ${secs}s`;
    if (this.tty) {
      const width = 30;
      const filled = Math.round((pct / 100) * width);
      process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${text}`);
      if (this.done === this.total) process.stderr.write('\n');
    } else if (pct >= this.lastPlain + 10 || this.done === this.total) {
      this.lastPlain = pct;
      this.log(text);
    }
  }
}
