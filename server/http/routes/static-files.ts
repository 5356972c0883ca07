import { createReadStream, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline, Readable, type Transform } from 'node:stream';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import { Hono } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

/** Types worth compressing (text and WebAssembly); images, zips, wheels and .gz files are left as they are. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.wasm', '.svg', '.map', '.txt']);
/** Smaller files are sent as they are: compressing them saves nothing worth the CPU. */
const MIN_COMPRESS_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

/** The best encoding an Accept-Encoding header allows (brotli first, then gzip; `q=0` refuses one). */
export function chooseEncoding(accept: string | undefined | null): Encoding | undefined {
  const allowed = new Map<string, number>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) allowed.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (e: string) => (allowed.get(e) ?? allowed.get('*') ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : undefined;
}

/**
 * Compressed files, kept in memory by path, encoding, size and mtime (computed once, on the first request
 * that asks for them, while that request streams). Bounded: past MAX_CACHED bytes the oldest go.
 */
const compressed = new Map<string, Buffer>();
const MAX_CACHED = 512 * 1024 * 1024;
let cachedBytes = 0;

function remember(key: string, body: Buffer): void {
  if (body.length > MAX_CACHED) return;
  compressed.set(key, body);
  cachedBytes += body.length;
  for (const [k, v] of compressed) {
    if (cachedBytes <= MAX_CACHED) break;
    compressed.delete(k);
    cachedBytes -= v.length;
  }
}

function compressor(encoding: Encoding, size: number): Transform {
  // On the fly: a good level for small files (9: 0.2 s for the app's 560 kB bundle, 11 takes 2 s), a fast
  // one for the large WebAssembly runtimes. The built app's own files are precompressed at 11 (PRECOMPRESSED).
  if (encoding === 'br') {
    return createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: size <= 2 * 1024 * 1024 ? 9 : 4, [constants.BROTLI_PARAM_SIZE_HINT]: size } });
  }
  return createGzip({ level: size <= 2 * 1024 * 1024 ? 9 : 4 });
}

/** A precompressed sibling (`x.js.br`, `x.js.gz`, written at build), used when it is not older than the file. */
const PRECOMPRESSED: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

function precompressed(file: string, encoding: Encoding, mtimeMs: number): { file: string; size: number } | undefined {
  try {
    const s = statSync(file + PRECOMPRESSED[encoding]);
    return s.isFile() && s.mtimeMs >= mtimeMs ? { file: file + PRECOMPRESSED[encoding], size: s.size } : undefined;
  } catch {
    return undefined;
  }
}

/** Writes `.br` (quality 11; 9 past 2 MB) and `.gz` (level 9) beside every compressible file of a built folder. */
export function precompressFolder(dir: string): number {
  let n = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = join(entry.parentPath, entry.name);
    if (!entry.isFile() || !COMPRESSIBLE.has(extname(file))) continue;
    const body = readFileSync(file);
    if (body.length < MIN_COMPRESS_BYTES) continue;
    writeFileSync(file + '.br', brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: body.length <= 2 * 1024 * 1024 ? 11 : 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
    writeFileSync(file + '.gz', gzipSync(body, { level: 9 }));
    n++;
  }
  return n;
}

/** A file under `root`, or undefined when the path leaves it or names nothing. */
export async function fileUnder(root: string, path: string): Promise<{ file: string; size: number; mtimeMs: number } | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  const file = normalize(join(root, decoded));
  if (file !== root && !file.startsWith(root.endsWith(sep) ? root : root + sep)) return undefined;
  const s = await stat(file).catch(() => undefined);
  return s?.isFile() ? { file, size: s.size, mtimeMs: s.mtimeMs } : undefined;
}

/**
 * Streams a file with its content type (wasm as application/wasm, for streaming compilation), brotli or
 * gzip compressed when `acceptEncoding` allows it and the type is worth it (`Vary: Accept-Encoding`).
 */
export function fileResponse(file: string, size: number, cache: string, acceptEncoding?: string | null, mtimeMs = 0): Response {
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const compressible = COMPRESSIBLE.has(extname(file)) && size >= MIN_COMPRESS_BYTES;
  const encoding = compressible ? chooseEncoding(acceptEncoding) : undefined;
  const headers: Record<string, string> = { 'content-type': type, 'cache-control': cache };
  if (compressible) headers.vary = 'Accept-Encoding';
  if (!encoding) {
    return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, { headers: { ...headers, 'content-length': String(size) } });
  }
  headers['content-encoding'] = encoding;
  const key = `${encoding}|${size}|${mtimeMs}|${file}`;
  const ready = precompressed(file, encoding, mtimeMs);
  if (ready) return new Response(Readable.toWeb(createReadStream(ready.file)) as ReadableStream, { headers: { ...headers, 'content-length': String(ready.size) } });
  const kept = compressed.get(key);
  if (kept) return new Response(new Uint8Array(kept), { headers: { ...headers, 'content-length': String(kept.length) } });
  // pipeline, not pipe: a read error reaches the response (pipe leaves it unlistened), and a client that
  // goes away destroys the file stream too (pipe would keep its descriptor open for good).
  const zip = compressor(encoding, size);
  pipeline(createReadStream(file), zip, () => {});
  const chunks: Buffer[] = [];
  zip.on('data', (c: Buffer) => chunks.push(c));
  zip.on('end', () => remember(key, Buffer.concat(chunks)));
  return new Response(Readable.toWeb(zip) as ReadableStream, { headers });
}

/** Vite's hashed build output (`assets/index-CMzWO9QC.js`): its name changes with its content. */
export const isHashedAsset = (path: string) => /^assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(path);

/** The app's cache policy: hashed assets forever, everything else (index.html first) revalidated. */
export const appCachePolicy = (path: string) => (isHashedAsset(path) ? 'public, max-age=31536000, immutable' : 'no-cache');

/** Serves a folder read-only (`index.html` for `/`), compressed when asked; `cache` is a header or a policy by path. */
export function staticFolder(root: string, cache: string | ((path: string) => string) = 'no-cache'): Hono {
  const app = new Hono();
  app.get('/*', async (c) => {
    const rest = c.req.path.slice(c.req.routePath.length - 1).replace(/^\/+/, '') || 'index.html';
    const found = await fileUnder(root, rest);
    if (!found) return c.notFound();
    return fileResponse(found.file, found.size, typeof cache === 'string' ? cache : cache(rest), c.req.header('accept-encoding'), found.mtimeMs);
  });
  return app;
}

/**
 * The files of the WASM runtimes' npm packages, `/<package>/<path>` as in node_modules, for the browser
 * workers (no CDN). Only the listed packages are reachable.
 */
export function runtimeAssets(nodeModules: string, packages: readonly string[]): Hono {
  const app = new Hono();
  const allowed = [...packages].sort((a, b) => b.length - a.length);
  app.get('/*', async (c) => {
    const rest = decodeURIComponent(c.req.path.slice(c.req.routePath.length - 1).replace(/^\/+/, ''));
    const pkg = allowed.find((p) => rest.startsWith(p + '/'));
    if (!pkg) return c.notFound();
    const found = await fileUnder(join(nodeModules, pkg), rest.slice(pkg.length + 1));
    return found ? fileResponse(found.file, found.size, 'public, max-age=86400', c.req.header('accept-encoding'), found.mtimeMs) : c.notFound();
  });
  return app;
}
