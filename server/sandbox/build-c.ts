import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { basename, extname, join } from 'node:path';

/**
 * Compiles one C source of ours with the host's C compiler into `cacheDir` once (named by the source's
 * name, this architecture and the hash of the source, the files it includes (`included`) and the
 * flags), and returns what it built: a program, or a shared library with `-shared -fPIC`. Throws with
 * the compiler's message when it cannot.
 */
export function buildC(cc: string, source: string, cacheDir: string, flags: string[] = [], included: string[] = []): string {
  const built = builtPath(source, cacheDir, flags, included, flags.includes('-shared') ? '.so' : '');
  if (existsSync(built)) return built;
  mkdirSync(cacheDir, { recursive: true, mode: 0o755 });
  const building = `${built}.${process.pid}.tmp`;
  try {
    execFileSync(cc, ['-O2', '-Wall', ...flags, '-o', building, source], { stdio: ['ignore', 'ignore', 'pipe'] });
    // Run or loaded by the sandboxes' own uids too (the waiting program, a zygote's library), whatever this process's umask.
    chmodSync(building, 0o755);
    renameSync(building, built);
  } catch (e) {
    rmSync(building, { force: true });
    const stderr = (e as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(`cannot build ${basename(source)} with ${cc}: ${stderr || (e as Error).message}`);
  }
  return built;
}

/**
 * Where a build of one source of ours is kept in `cacheDir`: named by the source's name (without its
 * extension), this architecture, and the hash of the source, the files it includes and the flags.
 */
export function builtPath(source: string, cacheDir: string, flags: string[], included: string[] = [], suffix = ''): string {
  const hasher = createHash('sha256');
  for (const file of [source, ...included]) hasher.update(readFileSync(file));
  const hash = hasher.update(JSON.stringify(flags)).digest('hex').slice(0, 16);
  return join(cacheDir, `${basename(source, extname(source))}-${process.arch}-${hash}${suffix}`);
}
