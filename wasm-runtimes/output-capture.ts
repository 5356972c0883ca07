// Not from the package's index: the runtime worker's bundle would take in all of core.
import { StreamEnd } from '@mcjudge/core/stream-end';
import type { StepOutput } from './runtime.ts';

/**
 * Collects what a program writes to stdout and stderr, keeping at most `cap` bytes of each and the end
 * of a stream that passes it (as the native executor does), so a program that prints forever costs
 * memory only up to the cap.
 */
export class OutputCapture {
  private readonly parts = { stdout: [] as string[], stderr: [] as string[] };
  private readonly bytes = { stdout: 0, stderr: 0 };
  private readonly decoders = { stdout: new TextDecoder(), stderr: new TextDecoder() };
  private readonly encoder = new TextEncoder();
  truncated = false;
  private readonly cut = { stdout: false, stderr: false };
  private readonly ends = { stdout: new StreamEnd(), stderr: new StreamEnd() };

  constructor(private readonly cap: number) {}

  write(stream: 'stdout' | 'stderr', data: string | Uint8Array): void {
    // Counted in UTF-8 bytes whatever the writer gave, so the cap means the same as the native executor's.
    const bytes = typeof data === 'string' ? this.encoder.encode(data) : data;
    this.ends[stream].push(bytes);
    const room = this.cap - this.bytes[stream];
    if (room <= 0) {
      if (bytes.length > 0) this.truncated = this.cut[stream] = true;
      return;
    }
    const chunk = bytes.length > room ? bytes.subarray(0, room) : bytes;
    if (bytes.length > room) this.truncated = this.cut[stream] = true;
    this.parts[stream].push(this.decoders[stream].decode(chunk, { stream: true }));
    this.bytes[stream] += chunk.length;
  }

  /** The step's output with the given ending. */
  finish(end: { exitCode: number | null; signal?: string | null; unavailable?: string }): StepOutput {
    return {
      exitCode: end.exitCode,
      signal: end.signal ?? null,
      stdout: this.parts.stdout.join('') + this.decoders.stdout.decode(),
      stderr: this.parts.stderr.join('') + this.decoders.stderr.decode(),
      truncated: this.truncated,
      stdoutTruncated: this.cut.stdout,
      stderrTruncated: this.cut.stderr,
      ...(this.cut.stdout ? { stdoutEnd: this.ends.stdout.kept() } : {}),
      ...(this.cut.stderr ? { stderrEnd: this.ends.stderr.kept() } : {}),
      ...(end.unavailable !== undefined ? { unavailable: end.unavailable } : {}),
    };
  }
}

/** Collects the bytes Emscripten writes one at a time and passes them on in chunks. */
export class ByteSink {
  private readonly buffer = new Uint8Array(4096);
  private used = 0;
  target: OutputCapture | undefined;
  constructor(private readonly stream: 'stdout' | 'stderr') {}
  push(byte: number): void {
    this.buffer[this.used++] = byte;
    if (this.used === this.buffer.length) this.flush();
  }
  flush(): void {
    if (this.used > 0) this.target?.write(this.stream, this.buffer.slice(0, this.used));
    this.used = 0;
  }
}
