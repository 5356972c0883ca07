import { availableParallelism } from 'node:os';
import { getLanguage, LANGUAGES, RemoteExecutor, RouterExecutor, type Executor, type Language, type Mode, type TaskKind } from '@mcjudge/core';
import { NativeExecutor, Sandbox, SandboxUnavailable } from '@mcjudge/server';
import { WasmExecutor, nodeWorkerFactory, sandboxedWorkerFactory } from '@mcjudge/wasm-runtimes';

export class UsageError extends Error {}

export function parseMode(v: string | undefined): Mode {
  if (v === undefined || v === 'default') return 'default';
  if (v === 'paper') return 'paper';
  throw new UsageError(`--mode must be default or paper, not "${v}"`);
}

export function parseKind(v: string | undefined): TaskKind | undefined {
  if (v === undefined) return undefined;
  if (v === 'generation' || v === 'explanation' || v === 'completion') return v;
  throw new UsageError(`--task must be generation, explanation or completion, not "${v}"`);
}

export function parseLanguages(v: string | undefined): Language[] | undefined {
  if (!v) return undefined;
  try {
    return v.split(',').map((s) => getLanguage(s.trim()));
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

export function parsePositive(flag: string, v: string): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${flag} must be a positive integer, not "${v}"`);
  return n;
}

export function parseJobs(v: string | undefined): number {
  return v === undefined ? availableParallelism() : parsePositive('jobs', v);
}

/** --server-retry SECONDS (0 allowed: no waiting) in milliseconds; undefined keeps the default (120 s). */
export function parseServerRetry(v: string | undefined): number | undefined {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) throw new UsageError(`--server-retry must be a number of seconds, not "${v}"`);
  return n * 1000;
}

export interface ExecutorChoice {
  executor?: string;
  jobs: number;
  /** An mcjudge server (`mcjudge serve`) for the remote executor; MCJUDGE_TOKEN is its bearer token. */
  server?: string;
  /** Run untrusted programs bare when this host cannot sandbox them (explicit opt-in only). */
  unsafeNoSandbox?: boolean;
  /** How long the remote executor waits out an unreachable server (RemoteExecutorOptions.outageRetryMs). */
  serverRetryMs?: number;
  /** Where to say what could not start (the local sandbox under `auto --server`). */
  log?: (s: string) => void;
}

/**
 * The WASM runtimes, one host per runtime and job slot. In Node a runtime can reach the host (pyodide's
 * os.system, a JavaScript program's real `process`), so each host is a sandboxed process; bare worker
 * threads only with --unsafe-no-sandbox.
 */
function wasmExecutor(choice: ExecutorChoice, sandbox: Sandbox | undefined, ownsSandbox: boolean): Executor {
  return new WasmExecutor({
    factory: sandbox ? sandboxedWorkerFactory(sandbox) : nodeWorkerFactory,
    parallel: choice.jobs,
    onClose: ownsSandbox ? () => sandbox!.close() : undefined,
  });
}

/** The sandbox for untrusted programs, or a UsageError saying why this host has none. */
async function startSandbox(choice: ExecutorChoice): Promise<Sandbox> {
  try {
    return await Sandbox.start({ slots: choice.jobs });
  } catch (e) {
    if (!(e instanceof SandboxUnavailable)) throw e;
    throw new UsageError(`cannot sandbox programs on this host: ${e.message}. Install bubblewrap, use --server, or run trusted code only with --unsafe-no-sandbox`);
  }
}

/** Stands in for an executor that could not start, so every language it would run says why. */
class NotStarted implements Executor {
  constructor(readonly name: string, private readonly reason: string) {}
  async unavailableReason(): Promise<string> {
    return this.reason;
  }
  async runtime() {
    return { id: 'none', version: '' };
  }
  async execute() {
    return { unavailable: this.reason, steps: [], runtime: { id: 'none', version: '' }, wallMs: 0 };
  }
}

/** The local toolchains, each process isolated by the sandbox (bare only with --unsafe-no-sandbox). */
async function nativeExecutor(choice: ExecutorChoice): Promise<Executor> {
  if (choice.unsafeNoSandbox) return new NativeExecutor();
  return new NativeExecutor({ sandbox: await startSandbox(choice) });
}

/** The server, checked once up front: a run against an unreachable server stops here, not 50 errors later. */
async function remoteExecutor(choice: ExecutorChoice): Promise<Executor> {
  if (!choice.server) throw new UsageError('--executor remote needs --server URL (an `mcjudge serve` instance)');
  let url: URL;
  try {
    url = new URL(choice.server);
  } catch {
    throw new UsageError(`--server must be a URL such as http://127.0.0.1:8080, not "${choice.server}"`);
  }
  const remote = new RemoteExecutor({ server: url.href, token: process.env.MCJUDGE_TOKEN, outageRetryMs: choice.serverRetryMs });
  const languages = await remote.list();
  if (typeof languages === 'string') throw new Error(languages);
  return remote;
}

/**
 * `body`'s result; if it throws (a results folder of other rules, a samples path that is not there),
 * the executor is closed first: its sandbox's waiting processes would otherwise keep the command alive
 * after it printed the error.
 */
export async function closingOnError<T>(executor: Executor, body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (e) {
    await executor.close?.().catch(() => undefined);
    throw e;
  }
}

/**
 * The executor named by --executor. `auto`, per program: the local sandboxed toolchains (the official
 * harness's own, and in Node the cheapest: a WASM runtime host serves one program and then goes, so
 * each program pays a runtime load), then the WASM runtimes for languages without a toolchain here,
 * then the server (if --server is given).
 */
export async function makeExecutor(choice: ExecutorChoice): Promise<Executor> {
  switch (choice.executor ?? 'auto') {
    case 'native':
      return nativeExecutor(choice);
    case 'remote':
      return remoteExecutor(choice);
    case 'auto': {
      const remote = choice.server ? [await remoteExecutor(choice)] : [];
      let local: Executor[];
      if (choice.unsafeNoSandbox) local = [wasmExecutor(choice, undefined, false), new NativeExecutor()];
      else {
        // One sandbox for both: the native toolchains' runs and the WASM runtime hosts.
        const sandbox = await startSandbox(choice).catch((e: Error) => e);
        // Said once here: with a server taking every language, no per-language warning would show it.
        if (sandbox instanceof Error)
          choice.log?.(`warning: local runtimes not started: ${sandbox.message}${remote.length ? `; every program goes to ${choice.server}` : ''}`);
        local =
          sandbox instanceof Error
            ? [new NotStarted('wasm', sandbox.message), new NotStarted('native', sandbox.message)]
            : [wasmExecutor(choice, sandbox, false), new NativeExecutor({ sandbox })];
      }
      const [wasm, native] = local;
      return new RouterExecutor([native, wasm, ...remote]);
    }
    case 'wasm':
      return choice.unsafeNoSandbox ? wasmExecutor(choice, undefined, false) : wasmExecutor(choice, await startSandbox(choice), true);
    default:
      throw new UsageError(`--executor must be auto, native, wasm or remote, not "${choice.executor}"`);
  }
}

export const ALL_LANGUAGES = LANGUAGES;

/** --redis (or MCJUDGE_REDIS) checked as a redis:// or rediss:// URL; undefined when neither is set. */
export function parseRedis(v: string | undefined): string | undefined {
  const url = v ?? (process.env.MCJUDGE_REDIS || undefined);
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UsageError(`--redis must be a URL such as redis://127.0.0.1:6379, not "${url}"`);
  }
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') throw new UsageError(`--redis must be a redis:// or rediss:// URL, not "${url}"`);
  return url;
}

/** A number of seconds (0.1 or more) as milliseconds; undefined when not given. */
export function parseSeconds(flag: string, v: string | undefined): number | undefined {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0.1) throw new UsageError(`--${flag} must be a number of seconds (0.1 or more), not "${v}"`);
  return Math.round(n * 1000);
}
