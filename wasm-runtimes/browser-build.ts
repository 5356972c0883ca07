import { build, type BuildOptions } from 'esbuild';
import { fileURLToPath } from 'node:url';

/** Node built-ins some runtime packages reach for only when they detect Node: left unresolved in a browser. */
const NODE_ONLY = ['node:*', 'fs', 'fs/promises', 'path', 'url', 'module', 'crypto', 'child_process', 'ws', 'worker_threads', 'os', 'util', 'vm', 'perf_hooks', 'inspector', 'readline', 'stream', 'tty', 'buffer', 'events', 'net', 'http', 'https', 'zlib', 'assert', 'constants', 'process'];

export const WORKER_ENTRY = fileURLToPath(new URL('./host/browser-worker-entry.ts', import.meta.url));

/** esbuild options for browser code that uses the WASM runtimes: ES modules, one chunk per runtime. */
export function browserBuildOptions(entryPoints: Record<string, string>, outdir: string): BuildOptions {
  return {
    entryPoints,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external: NODE_ONLY,
    logLevel: 'error',
    sourcemap: false,
    minify: false,
  };
}

/**
 * Bundles the runtime worker (`runtime-worker.js`) and the given page entries into `outdir`. The large
 * assets (wasm, stdlib archives) are not bundled: the worker loads them from the runtime-assets route.
 */
export async function buildBrowserBundle(outdir: string, pages: Record<string, string> = {}): Promise<void> {
  await build(browserBuildOptions({ 'runtime-worker': WORKER_ENTRY, ...pages }, outdir));
}
