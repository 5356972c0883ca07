// wasm-runtimes/output-capture.ts
var OutputCapture = class {
  constructor(cap) {
    this.cap = cap;
  }
  cap;
  parts = { stdout: [], stderr: [] };
  bytes = { stdout: 0, stderr: 0 };
  decoders = { stdout: new TextDecoder(), stderr: new TextDecoder() };
  encoder = new TextEncoder();
  truncated = false;
  write(stream, data) {
    const room = this.cap - this.bytes[stream];
    if (room <= 0) {
      if (data.length > 0) this.truncated = true;
      return;
    }
    let text;
    if (typeof data === "string") {
      text = data;
      const size = data.length * 3 <= room ? data.length : this.encoder.encode(data).length;
      if (size > room) {
        text = new TextDecoder().decode(this.encoder.encode(data).slice(0, room));
        this.truncated = true;
      }
      this.bytes[stream] += Math.min(size, room);
    } else {
      const chunk = data.length > room ? data.slice(0, room) : data;
      if (data.length > room) this.truncated = true;
      text = this.decoders[stream].decode(chunk, { stream: true });
      this.bytes[stream] += chunk.length;
    }
    this.parts[stream].push(text);
  }
  /** The step's output with the given ending. */
  finish(end) {
    return {
      exitCode: end.exitCode,
      signal: end.signal ?? null,
      stdout: this.parts.stdout.join("") + this.decoders.stdout.decode(),
      stderr: this.parts.stderr.join("") + this.decoders.stderr.decode(),
      truncated: this.truncated,
      ...end.unavailable !== void 0 ? { unavailable: end.unavailable } : {}
    };
  }
};

export {
  OutputCapture
};
