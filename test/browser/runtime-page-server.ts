import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { crossOriginIsolation, runtimeAssets, staticFolder } from '@mcjudge/server';
import { WASM_RUNTIMES } from '@mcjudge/wasm-runtimes';
import { buildBrowserBundle } from '../../wasm-runtimes/browser-build.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The browser test page and the runtime worker, bundled and served cross-origin isolated. */
export async function startRuntimePage(): Promise<{ url: string; close(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'mcjudge-browser-'));
  await buildBrowserBundle(dir, { page: join(ROOT, 'test/browser/page.ts') });
  await writeFile(join(dir, 'index.html'), '<!doctype html><meta charset="utf-8"><title>loading</title><script type="module" src="./page.js"></script>\n');
  const app = new Hono();
  app.use('*', crossOriginIsolation());
  app.route('/runtime-assets', runtimeAssets(join(ROOT, 'node_modules'), WASM_RUNTIMES.flatMap((r) => r.packages)));
  app.route('/', staticFolder(dir));
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    async close() {
      await new Promise((r) => server.close(r));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
