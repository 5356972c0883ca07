import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Step } from '@mcjudge/core';
import { builtPath } from '../../sandbox/build-c.ts';
import type { Sandbox } from '../../sandbox/sandbox.ts';
import { defaultCacheDir } from '../dependency-cache.ts';
import { shortcutPrintedAllowed } from '../shortcut-output.ts';
import { WarmPool, type ServiceAnswer } from './warm-pool.ts';
import type { WarmCompile, WarmCompiler, WarmOutcome } from './warm-tsc.ts';

const run = promisify(execFile);
const SOURCE = join(dirname(fileURLToPath(import.meta.url)), 'ghc-service', 'WarmGhc.hs');
/** How the service is built: against the `ghc` package's shared library, its collector as ghc's own in the recipe (GHCRTS=-A64m). */
const BUILD_FLAGS = ['-dynamic', '-package', 'ghc', '-package', 'exceptions', '-O', '-with-rtsopts=-A64m'];
/** A compiler process is replaced after this many programs (its caches only grow). */
const PROGRAMS_PER_PROCESS = 300;
/** A larger program goes to the real ghc (its objects, hex in one answer line, would be as large many times over). */
const LARGEST_PROGRAM = 1 << 20;

/**
 * Pragmas ghc reads without running anything of the program's at compile time: language extensions
 * (but not those below) and hints to the optimiser and the type checker. Any other pragma (options,
 * annotations, rules, one ghc does not know) sends the program to the real ghc.
 */
const QUIET_PRAGMAS = new Set(['LANGUAGE', 'INLINE', 'NOINLINE', 'INLINABLE', 'INLINEABLE', 'SPECIALIZE', 'SPECIALISE', 'UNPACK', 'NOUNPACK', 'MINIMAL', 'COMPLETE', 'OVERLAPPING', 'OVERLAPPABLE', 'OVERLAPS', 'INCOHERENT', 'SCC']);
/** Extensions that make ghc run code at compile time (splices, quasi-quotes) or another program over the file (cpp). */
const LOUD_EXTENSIONS = new Set(['TEMPLATEHASKELL', 'TEMPLATEHASKELLQUOTES', 'QUASIQUOTES', 'CPP']);

/** Whether ghc compiles this file without running any of its code: every pragma is a quiet one. */
export function compilesQuietly(text: string): boolean {
  for (const [, name, rest] of text.matchAll(/\{-#\s*([A-Za-z_]*)([\s\S]*?)(?:#-\}|$)/g)) {
    const pragma = name.toUpperCase();
    if (!QUIET_PRAGMAS.has(pragma)) return false;
    if (pragma === 'LANGUAGE' && rest.split(/[\s,]+/).some((e) => LOUD_EXTENSIONS.has(e.toUpperCase()))) return false;
  }
  return true;
}

interface GhcAnswer extends ServiceAnswer {
  exitCode?: number;
  /** Hex of what ghc printed on stdout and stderr, and of each file written, by hex of its name. */
  stdout?: string;
  stderr?: string;
  written?: Record<string, string>;
}

const hex = (text: string | Buffer) => Buffer.from(text).toString('hex');
const unhex = (data: string | undefined) => new Uint8Array(Buffer.from(data ?? '', 'hex'));

/**
 * `ghc -dynamic N.hs` kept warm: ghc-service/WarmGhc.hs, one GHC session through GHC's API in the
 * shared process pool, compiling each program as the step's shortcut (`ghc -dynamic -no-hs-main N.hs
 * hs-main.o -o N`, proven against the official command) would, with the installed packages'
 * interfaces loaded once. It serves a compile only where the shortcut would: sandboxed, and the file
 * has only quiet pragmas (compilesQuietly), so ghc runs none of the program's code. Its outcome stands
 * only as the shortcut's would (exit 0, nothing on stderr, stdout as the recipe allows); any other
 * compile (an error, a warning) is left to the real ghc, whose messages are the official ones.
 */
export class WarmGhc implements WarmCompiler {
  private pool?: Promise<WarmPool<GhcAnswer>>;

  constructor(private readonly ghcPath: string, private readonly sandbox: Sandbox) {}

  /** Whether this compile step is one the warm ghc takes: `ghc -dynamic N.hs` with its shortcut, sandboxed. */
  static serves(step: Step, sandboxed: boolean): boolean {
    return sandboxed && step.name === 'compile' && !!step.shortcut && step.argv.length === 3 && step.argv[1] === '-dynamic' && step.argv[2].endsWith('.hs');
  }

  async compile(request: WarmCompile): Promise<WarmOutcome> {
    const { shortcut, deps, files, timeoutMs } = request;
    if (!shortcut || !deps) return { kind: 'failed', reason: 'no shortcut to serve' };
    const [file, ...others] = Object.keys(files);
    if (!file || others.length > 0 || !compilesQuietly(files[file])) return { kind: 'failed', reason: 'not a quiet single file' };
    if (Buffer.byteLength(files[file]) > LARGEST_PROGRAM) return { kind: 'failed', reason: 'too large a program' };
    const pool = await (this.pool ??= this.start(deps)).catch((e: Error) => e);
    if (pool instanceof Error) return { kind: 'failed', reason: pool.message };
    const outcome = await pool.ask({ args: hex(shortcut.join('\n')), file: hex(file), text: hex(files[file]) }, timeoutMs);
    if (outcome.kind !== 'answer') return outcome;
    const { answer, wallMs } = outcome;
    const stdout = Buffer.from(answer.stdout ?? '', 'hex').toString('utf8');
    const silent = answer.exitCode === 0 && !answer.stderr && shortcutPrintedAllowed(stdout, request.shortcutStdout);
    // The shortcut compiles the same way: it would not stand either.
    if (!silent) return { kind: 'failed', reason: `not a silent compile (exit ${answer.exitCode})`, shortcutFails: true };
    const written = Object.fromEntries(Object.entries(answer.written ?? {}).map(([name, data]) => [Buffer.from(name, 'hex').toString('utf8'), unhex(data)]));
    // The program ghc linked: the -o of the shortcut.
    const program = shortcut[shortcut.indexOf('-o') + 1];
    return { kind: 'done', exitCode: 0, stdout, stderr: '', written, executables: program && written[program] ? [program] : [], wallMs };
  }

  /** The service, built on first use (from its source's hash: once per cache), shown the shortcut's prebuilt folder. */
  private async start(deps: string): Promise<WarmPool<GhcAnswer>> {
    const [binary, libdir] = await Promise.all([buildService(this.ghcPath), run(this.ghcPath, ['--print-libdir']).then((r) => r.stdout.trim())]);
    return new WarmPool<GhcAnswer>(() => ({ argv: [binary, libdir], readOnly: [dirname(binary), deps], memoryMb: 2048, diskMb: 256 }), this.sandbox, PROGRAMS_PER_PROCESS);
  }

  close(): void {
    void this.pool?.then((p) => p.close(), () => undefined);
  }
}

/** Compiles the service with the host's ghc into the cache once; returns the program. */
async function buildService(ghcPath: string): Promise<string> {
  const built = builtPath(SOURCE, defaultCacheDir(), BUILD_FLAGS);
  if (existsSync(built)) return built;
  await mkdir(dirname(built), { recursive: true, mode: 0o755 });
  const work = await mkdtemp(`${built}.build-`);
  try {
    await run(ghcPath, [...BUILD_FLAGS, '-outputdir', work, '-o', join(work, 'warm-ghc'), SOURCE], { maxBuffer: 1 << 24 });
    await rename(join(work, 'warm-ghc'), built);
  } catch (e) {
    throw new Error(`cannot build the warm ghc: ${(e as { stderr?: string }).stderr?.trim() || (e as Error).message}`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return built;
}
