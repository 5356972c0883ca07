import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { extname, join, normalize, sep } from 'node:path';
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
};

/** A file under `root`, or undefined when the path leaves it or names nothing. */
export async function fileUnder(root: string, path: string): Promise<{ file: string; size: number } | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  const file = normalize(join(root, decoded));
  if (file !== root && !file.startsWith(root.endsWith(sep) ? root : root + sep)) return undefined;
  const s = await stat(file).catch(() => undefined);
  return s?.isFile() ? { file, size: s.size } : undefined;
}

/** Streams a file with its content type (wasm as application/wasm, for streaming compilation). */
export function fileResponse(file: string, size: number, cache: string): Response {
  const body = Readable.toWeb(createReadStream(file)) as ReadableStream;
  return new Response(body, {
    headers: { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'content-length': String(size), 'cache-control': cache },
  });
}

/** Serves a folder read-only (`index.html` for `/`). */
export function staticFolder(root: string, cache = 'no-cache'): Hono {
  const app = new Hono();
  app.get('/*', async (c) => {
    const rest = c.req.path.slice(c.req.routePath.length - 1).replace(/^\/+/, '') || 'index.html';
    const found = await fileUnder(root, rest);
    return found ? fileResponse(found.file, found.size, cache) : c.notFound();
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
    return found ? fileResponse(found.file, found.size, 'public, max-age=86400') : c.notFound();
  });
  return app;
}
