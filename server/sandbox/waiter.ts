import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildC } from './build-c.ts';

const SOURCE = fileURLToPath(new URL('./waiter.c', import.meta.url));
/**
 * Without the C library (waiter.c says why): its own `_start` and system calls; no stack protector's
 * guard and no calls to `memcpy` or `memset`, which gcc may otherwise make of a loop, since there is
 * no library to find them in.
 */
const FLAGS = ['-static', '-nostdlib', '-ffreestanding', '-fno-builtin', '-fno-stack-protector', '-fno-tree-loop-distribute-patterns'];

/** Compiles waiter.c with the host's C compiler into `cacheDir` once (buildC), and returns the program. */
export function buildWaiter(cc: string, cacheDir: string): string {
  try {
    return buildC(cc, SOURCE, cacheDir, FLAGS);
  } catch (e) {
    throw new Error(`cannot build the sandbox's waiting program with ${cc}: ${(e as Error).message.replace(/^cannot build waiter\.c with \S+: /, '')}`);
  }
}

/** The waiting program's path, built now, and built again whenever it is gone from the cache (a cleaned cache folder). */
export function hostWaiter(cc: string, cacheDir: string): () => string {
  let built = buildWaiter(cc, cacheDir);
  return () => (existsSync(built) ? built : (built = buildWaiter(cc, cacheDir)));
}
