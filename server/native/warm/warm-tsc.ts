import { mkdirSync, readFileSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtPath } from '../../sandbox/build-c.ts';
import type { SandboxLimits } from '../../sandbox/limits.ts';
import type { Sandbox } from '../../sandbox/sandbox.ts';
import { defaultCacheDir } from '../dependency-cache.ts';
import { WarmPool, type ServiceAnswer } from './warm-pool.ts';

const SERVICE = join(dirname(fileURLToPath(import.meta.url)), 'tsc-service.cjs');
/** A compiler process is replaced after this many programs (its heap only grows with the lib cache's use). */
const PROGRAMS_PER_PROCESS = 500;

export interface WarmCompile {
  /** The folder the compiler would run in, as the compiler sees it (the sandbox's /box, or the run folder). */
  cwd: string;
  /** The compiler's arguments (without the command). */
  args: string[];
  /** The program's files, by name relative to cwd. */
  files: Record<string, string>;
  /** Files the program's folder holds beside them (the recipe's assets), by name relative to cwd. */
  assets?: Record<string, string>;
  timeoutMs: number;
  /** Bytes kept of stdout and of stderr each (a warm step that runs the program: a zygote). */
  outputCap?: number;
  /** The step's limits in the sandbox (a warm step that runs the program). */
  limits?: SandboxLimits;
  /** A cancel: the service's process is killed (a warm step that runs the program). */
  signal?: AbortSignal;
  /** The step's shortcut, its arguments without the command, {deps} as the host's prebuilt folder (a warm compiler that serves it). */
  shortcut?: string[];
  /** What the shortcut may print on stdout for its outcome to stand (Step.shortcutStdout). */
  shortcutStdout?: string;
  /** The host's folder of the language's prebuilt, where the shortcut reads it. */
  deps?: string;
}

export type WarmOutcome =
  | {
      kind: 'done';
      exitCode: number;
      /** What it prints on stdout, as text or as its bytes. */
      stdout: string | Uint8Array;
      /** What the real command would print on stderr (tsc prints nothing there), as text or as its bytes. */
      stderr?: string | Uint8Array;
      /** Files to write, relative to cwd: text (as UTF-8) or bytes. */
      written: Record<string, string | Uint8Array>;
      /** Which of them are programs (written executable). */
      executables?: string[];
      /** The step goes on: the same command with these arguments runs in the step's place (see WarmCompilers). */
      then?: string[];
      wallMs: number;
      /** What the compiler type-checked, where it can take a shorter way (tsc). */
      checked?: string;
    }
  | { kind: 'timeout'; wallMs: number }
  /**
   * The warm compiler could not answer (it crashed, refused the arguments): run the real command instead.
   * `shortcutFails`: it did run the step's shortcut, whose outcome would not stand; the real command runs without trying it.
   */
  | { kind: 'failed'; reason: string; shortcutFails?: boolean };

/** A warm compiler of one tool: a pool of its service processes. */
export interface WarmCompiler {
  compile(request: WarmCompile): Promise<WarmOutcome>;
  close(): void;
}

interface TscAnswer extends ServiceAnswer {
  exitCode?: number;
  stdout?: string;
  written?: Record<string, string>;
  /** 'program': only the program was checked (tsc-service.cjs, checkOnlyTheProgram); 'all': as tsc does. */
  checked?: 'program' | 'all';
  /** Why the program alone could not decide. */
  why?: string;
  /** A standard library set this full compile found free of diagnostics (its key, as the service names it). */
  learned?: string;
}

/**
 * The standard library sets a full compile found free of diagnostics, kept on disk for this typescript
 * package and this service's source (`file`), so that a new service process, in this run or a later
 * one, takes the short way from its first program instead of type-checking the library once more
 * (a first program took 2.4 s, now 1.6 s). Only a service's own full compile adds to it; a file that
 * cannot be read or written leaves the set in memory (the service then learns as before). At most
 * `MAX_KEPT` sets are kept: every request carries them, and programs that each name their own library
 * files (`/// <reference lib>`) would otherwise make every request larger.
 */
export class KnownCleanLibraries {
  static readonly MAX_KEPT = 32;
  private readonly keys: Set<string>;
  constructor(private readonly file?: string) {
    this.keys = new Set(file ? readKeys(file).slice(0, KnownCleanLibraries.MAX_KEPT) : []);
  }

  list(): string[] {
    return [...this.keys];
  }

  add(key: string): void {
    if (this.keys.has(key) || this.keys.size >= KnownCleanLibraries.MAX_KEPT) return;
    this.keys.add(key);
    if (!this.file) return;
    const temporary = `${this.file}.${process.pid}.${Date.now()}`;
    try {
      mkdirSync(dirname(this.file), { recursive: true });
      writeFileSync(temporary, JSON.stringify([...new Set([...readKeys(this.file), ...this.keys])].slice(0, KnownCleanLibraries.MAX_KEPT)));
      renameSync(temporary, this.file);
    } catch {
      rmSync(temporary, { force: true }); // kept in memory only
    }
  }

  /** Where the set is kept for the typescript package at `typescript`: named, as a built file is, by the service's source, the package's `package.json` and its path. */
  static fileFor(typescript: string, cacheDir = defaultCacheDir()): string | undefined {
    try {
      return builtPath(SERVICE, cacheDir, [typescript], [join(typescript, 'package.json')], '-clean-libraries.json');
    } catch {
      return undefined;
    }
  }
}

function readKeys(file: string): string[] {
  try {
    const keys: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(keys) ? keys.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * `tsc` kept warm: tsc-service.cjs (the same `typescript` package as the `tsc` found on this host)
 * in the shared process pool, each process compiling one program at a time with the standard library
 * parsed once, and type-checking only the program where that gives tsc's answer. The compiler runs none
 * of the programs' code.
 */
export class WarmTsc implements WarmCompiler {
  private readonly pool: WarmPool<TscAnswer>;
  private readonly clean: KnownCleanLibraries;

  /** `knownClean`: the clean library sets kept across processes (default: on disk, `KnownCleanLibraries.fileFor`). */
  constructor(tscPath: string, sandbox?: Sandbox, knownClean?: KnownCleanLibraries) {
    // node_modules/.bin/tsc → node_modules/typescript/bin/tsc → the package.
    const typescript = resolve(dirname(realpathSync(tscPath)), '..');
    this.clean = knownClean ?? new KnownCleanLibraries(KnownCleanLibraries.fileFor(typescript));
    this.pool = new WarmPool<TscAnswer>(() => ({ argv: [process.execPath, SERVICE, typescript], readOnly: [dirname(SERVICE), typescript], memoryMb: 2048 }), sandbox, PROGRAMS_PER_PROCESS);
  }

  async compile(request: WarmCompile): Promise<WarmOutcome> {
    const { timeoutMs, ...ask } = request;
    const outcome = await this.pool.ask({ ...ask, cleanLibraries: this.clean.list() }, timeoutMs);
    if (outcome.kind !== 'answer') return outcome;
    const { answer, wallMs } = outcome;
    if (answer.exitCode === undefined) return { kind: 'failed', reason: 'no exit code' };
    if (typeof answer.learned === 'string') this.clean.add(answer.learned);
    return { kind: 'done', exitCode: answer.exitCode, stdout: answer.stdout ?? '', written: answer.written ?? {}, wallMs, checked: answer.checked === 'program' ? 'the program' : `everything (${answer.why})` };
  }

  close(): void {
    this.pool.close();
  }
}
