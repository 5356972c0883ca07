import type { DataSource, Manifest } from '@mcjudge/core';

/** data/ as served by `npm start` (`/data/...`): gzip files are decompressed in the browser. */
export function fetchDataSource(base = '/data/'): DataSource {
  const get = async (path: string) => {
    const res = await fetch(base + path);
    if (!res.ok) throw new Error(`cannot load ${base + path}: HTTP ${res.status}`);
    return res;
  };
  return {
    async readText(path) {
      const res = await get(path);
      if (!path.endsWith('.gz')) return res.text();
      return new Response(res.body!.pipeThrough(new DecompressionStream('gzip'))).text();
    },
    manifest: async () => (await (await get('manifest.json')).json()) as Manifest,
  };
}

/** A picked file: its text, or why it cannot be used (shown on that file, never dropped silently). */
export type PickedFile = { name: string; size: number; text: string; error?: undefined } | { name: string; size: number; error: string; text?: undefined };

const isGzip = (b: Uint8Array) => b.length >= 2 && b[0] === 0x1f && b[1] === 0x8b;

/**
 * Binary content: NUL bytes, or invalid UTF-8, or many control characters in the first 8 KiB. Model
 * outputs are UTF-8 JSON lines, so any of these means the wrong file.
 */
export function binaryReason(bytes: Uint8Array): string | undefined {
  const head = bytes.subarray(0, 8192);
  if (head.includes(0)) return 'binary content (NUL bytes), not JSON lines';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return 'binary content (not UTF-8 text), not JSON lines';
  }
  let control = 0;
  for (const b of head) if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) control++;
  return control > head.length / 20 ? 'binary content (control characters), not JSON lines' : undefined;
}

/** Decompresses gzip bytes, with a readable error for a truncated or corrupt file. */
export async function gunzip(bytes: Uint8Array): Promise<Uint8Array> {
  try {
    const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('gzip'));
    return new Uint8Array(await new Response(stream).arrayBuffer());
  } catch {
    // Chromium says only "Failed to fetch" here: name the cause instead.
    throw new Error('corrupt gzip: cannot decompress (truncated or damaged data)');
  }
}

/**
 * Reads a file the user picked or dropped: gzip (by name or by its magic bytes) is decompressed; an
 * empty file, binary content or a corrupt gzip is an error on that file, never an uncaught rejection.
 */
export async function readPickedFile(file: File): Promise<PickedFile> {
  const base = { name: file.name, size: file.size };
  try {
    let bytes: Uint8Array = new Uint8Array(await file.arrayBuffer());
    if (bytes.length === 0) return { ...base, error: 'empty file (0 bytes)' };
    if (isGzip(bytes)) {
      bytes = await gunzip(bytes);
      if (bytes.length === 0) return { ...base, error: 'empty file (gzip of nothing)' };
    } else if (file.name.endsWith('.gz')) {
      return { ...base, error: 'corrupt gzip: the file is named .gz but is not gzip data' };
    }
    const binary = binaryReason(bytes);
    if (binary) return { ...base, error: binary };
    return { ...base, text: new TextDecoder().decode(bytes) };
  } catch (e) {
    return { ...base, error: (e as Error).message };
  }
}

/** A gzip or plain text file the user dropped (throws on a corrupt gzip, an empty or a binary file). */
export async function readDroppedFile(file: File): Promise<string> {
  const read = await readPickedFile(file);
  if (read.error !== undefined) throw new Error(`${file.name}: ${read.error}`);
  return read.text;
}
