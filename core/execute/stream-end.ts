import type { KeptEnd, StepResult } from '../types.ts';

/**
 * Bytes kept of the end of a stream that passed the output cap (`StepResult.stdoutEnd`): enough for a
 * traceback or the line that says the tests ran to their end, which a flood of output before them
 * would otherwise push past the kept head.
 */
export const STREAM_END_BYTES = 64 * 1024;

/**
 * The last `limit` bytes written to a stream, kept as it is written (the native executors' pipes and
 * the WASM runtimes' `OutputCapture` alike), so a program that prints forever costs at most `limit`.
 */
export class StreamEnd {
  private chunks: Uint8Array[] = [];
  private bytes = 0;
  private written = 0;

  constructor(private readonly limit = STREAM_END_BYTES) {}

  /** Copies what it keeps: a writer may reuse its buffer (a WASM runtime's memory). */
  push(chunk: Uint8Array): void {
    this.written += chunk.length;
    if (chunk.length >= this.limit) {
      this.chunks = [new Uint8Array(chunk.subarray(chunk.length - this.limit))];
      this.bytes = this.limit;
      return;
    }
    this.chunks.push(new Uint8Array(chunk));
    this.bytes += chunk.length;
    while (this.bytes - this.chunks[0].length >= this.limit) this.bytes -= this.chunks.shift()!.length;
  }

  /** The kept bytes as UTF-8 from the first whole character (at most `limit` bytes), and how many were written in all. */
  kept(): KeptEnd {
    return { text: this.text(), totalBytes: this.written };
  }

  private text(): string {
    const all = new Uint8Array(this.bytes);
    let at = 0;
    for (const c of this.chunks) all.set(c, (at += c.length) - c.length);
    let start = Math.max(0, all.length - this.limit);
    while (start < all.length && (all[start] & 0xc0) === 0x80) start++; // a character's continuation bytes
    return new TextDecoder().decode(all.subarray(start));
  }
}

/** What is known of the end of a step's stream: the kept end when the stream passed the cap, else the whole stream. */
export function streamEnd(step: Pick<StepResult, 'stdout' | 'stderr' | 'stdoutEnd' | 'stderrEnd'>, stream: 'stdout' | 'stderr'): string {
  return step[`${stream}End`]?.text ?? step[stream];
}
