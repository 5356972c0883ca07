import type { KeptEnd, StepResult } from '../types.ts';

/**
 * Bytes kept of the end of a stream that passed the output cap (`StepResult.stdoutEnd`): enough for a
 * traceback or the line that says the tests ran to their end, which a flood of output before them
 * would otherwise push past the kept head.
 */
export const STREAM_END_BYTES = 64 * 1024;

/**
 * The last `limit` bytes written to a stream, kept as it is written (the native executors' pipes and
 * the WASM runtimes' `OutputCapture` alike) in a ring of `limit` bytes: a write costs a copy of at most
 * `limit` bytes, however small the writes, and a program that prints forever costs `limit` bytes.
 */
export class StreamEnd {
  private ring: Uint8Array | undefined;
  /** Where the next byte goes in the ring. */
  private at = 0;
  private written = 0;

  constructor(private readonly limit = STREAM_END_BYTES) {}

  /** Copies what it keeps: a writer may reuse its buffer (a WASM runtime's memory). */
  push(chunk: Uint8Array): void {
    if (chunk.length === 0) return;
    this.written += chunk.length;
    const ring = (this.ring ??= new Uint8Array(this.limit));
    const data = chunk.length > this.limit ? chunk.subarray(chunk.length - this.limit) : chunk;
    const room = this.limit - this.at;
    if (data.length <= room) ring.set(data, this.at);
    else {
      ring.set(data.subarray(0, room), this.at);
      ring.set(data.subarray(room), 0);
    }
    this.at = (this.at + data.length) % this.limit;
  }

  /** The kept bytes as UTF-8 from the first whole character (at most `limit` bytes), and how many were written in all. */
  kept(): KeptEnd {
    return { text: this.text(), totalBytes: this.written };
  }

  private text(): string {
    const ring = this.ring;
    if (!ring) return '';
    if (this.written <= this.limit) return new TextDecoder().decode(ring.subarray(0, this.written));
    const bytes = new Uint8Array(this.limit);
    bytes.set(ring.subarray(this.at));
    bytes.set(ring.subarray(0, this.at), this.limit - this.at);
    // A character cut at the start: its continuation bytes (at most 3) are left out.
    let start = 0;
    while (start < 3 && (bytes[start] & 0xc0) === 0x80) start++;
    return new TextDecoder().decode(bytes.subarray(start));
  }
}

/** What is known of the end of a step's stream: the kept end when the stream passed the cap, else the whole stream. */
export function streamEnd(step: Pick<StepResult, 'stdout' | 'stderr' | 'stdoutEnd' | 'stderrEnd'>, stream: 'stdout' | 'stderr'): string {
  return step[`${stream}End`]?.text ?? step[stream];
}
