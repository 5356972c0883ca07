import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { DATA_DIR, SandboxUnavailable, startServer, webRoutes, type WebAppOptions } from '@mcjudge/server';
import { WASM_RUNTIMES } from '@mcjudge/wasm-runtimes';
import { buildBrowserBundle } from '../wasm-runtimes/browser-build.ts';
import { precompressFolder } from '../server/http/routes/static-files.ts';

const WEB = import.meta.dirname;
const ROOT = resolve(WEB, '..');
export const DIST = join(WEB, 'dist');

/** The newest modification time under the folders the app is built from. */
function newest(paths: string[]): number {
  let t = 0;
  const walk = (p: string) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const e of readdirSync(p)) if (e !== 'node_modules' && e !== 'dist' && !e.startsWith('.')) walk(join(p, e));
    } else t = Math.max(t, s.mtimeMs);
  };
  paths.forEach(walk);
  return t;
}

/** Whether web/dist is complete and newer than every source it is built from. */
function builtAndFresh(): boolean {
  const built = existsSync(join(DIST, 'index.html')) && existsSync(join(DIST, 'runtime-worker/runtime-worker.js')) ? statSync(join(DIST, 'index.html')).mtimeMs : 0;
  return built > 0 && built >= newest([join(WEB, 'src'), join(WEB, 'public'), join(WEB, 'index.html'), join(ROOT, 'core'), join(ROOT, 'wasm-runtimes')]);
}

/** Held while one process builds web/dist: others (parallel test files, a second `npm start`) wait for it. */
const BUILD_LOCK = join(WEB, '.build-lock');
/** A lock older than this was left by a build that died. */
const STALE_LOCK_MS = 10 * 60_000;

/** Builds web/dist (the app with Vite, the runtime worker with esbuild) unless it is newer than its sources. */
export async function buildIfNeeded(log: (s: string) => void): Promise<void> {
  for (;;) {
    if (builtAndFresh()) return;
    try {
      mkdirSync(BUILD_LOCK);
      break;
    } catch {
      const age = Date.now() - (statSync(BUILD_LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) rmSync(BUILD_LOCK, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    if (builtAndFresh()) return;
    log('building the web app…');
    const { build } = await import('vite');
    await build({ configFile: join(WEB, 'vite.config.ts'), logLevel: 'warn' });
    await buildBrowserBundle(join(DIST, 'runtime-worker'));
    // Brotli 11 and gzip 9 beside each file, served by Accept-Encoding (too slow to do per request).
    precompressFolder(DIST);
  } finally {
    rmSync(BUILD_LOCK, { recursive: true, force: true });
  }
}

export interface WebServer {
  url: string;
  /** False when this host cannot sandbox programs: the app then runs the browser languages only. */
  api: boolean;
  close(): Promise<void>;
}

/**
 * The web app and the API from one Hono process on one port, cross-origin isolated. Without a sandbox
 * (no bubblewrap) it still serves the app, whose browser languages need no server, and says so.
 */
export async function startWebApp(options: { port?: number; host?: string; log?: (s: string) => void } = {}): Promise<WebServer> {
  const log = options.log ?? ((s) => console.log(s));
  await buildIfNeeded(log);
  const web: WebAppOptions = { dist: DIST, dataDir: DATA_DIR, nodeModules: join(ROOT, 'node_modules'), runtimePackages: WASM_RUNTIMES.flatMap((r) => r.packages) };
  const host = options.host ?? '127.0.0.1';
  try {
    const server = await startServer({ port: options.port ?? 8080, host, web });
    return { url: server.url + '/', api: true, close: () => server.close() };
  } catch (e) {
    if (!(e instanceof SandboxUnavailable)) throw e;
    log(`warning: ${e.message}: serving the app only (the browser languages run; the others need a server with a sandbox)`);
    const app = webRoutes(web);
    const server = serve({ fetch: app.fetch, port: options.port ?? 8080, hostname: host });
    await new Promise((r, reject) => (server.once('listening', r), server.once('error', reject)));
    const { port } = server.address() as AddressInfo;
    return { url: `http://${host}:${port}/`, api: false, close: () => new Promise((r) => server.close(() => r())) };
  }
}
