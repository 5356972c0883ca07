import { availableParallelism } from 'node:os';
import { getLanguage, LANGUAGES, type Executor, type Language, type Mode, type TaskKind } from '@mcjudge/core';
import { NativeExecutor, Sandbox, SandboxUnavailable } from '@mcjudge/server';

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

export function parseJobs(v: string | undefined): number {
  if (v === undefined) return availableParallelism();
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--jobs must be a positive integer, not "${v}"`);
  return n;
}

export interface ExecutorChoice {
  executor?: string;
  jobs: number;
  /** Run untrusted programs bare when this host cannot sandbox them (explicit opt-in only). */
  unsafeNoSandbox?: boolean;
}

/** The local toolchains, each process isolated by the sandbox (bare only with --unsafe-no-sandbox). */
async function nativeExecutor(choice: ExecutorChoice): Promise<Executor> {
  if (choice.unsafeNoSandbox) return new NativeExecutor();
  try {
    return new NativeExecutor({ sandbox: await Sandbox.start({ slots: choice.jobs }) });
  } catch (e) {
    if (!(e instanceof SandboxUnavailable)) throw e;
    throw new UsageError(`cannot sandbox programs on this host: ${e.message}. Install bubblewrap, or run trusted code only with --unsafe-no-sandbox`);
  }
}

/** The executor named by --executor. */
export async function makeExecutor(choice: ExecutorChoice): Promise<Executor> {
  switch (choice.executor ?? 'auto') {
    case 'auto':
    case 'native':
      return nativeExecutor(choice);
    case 'wasm':
    case 'remote':
      throw new UsageError(`--executor ${choice.executor} is not available in this version; use native (or auto)`);
    default:
      throw new UsageError(`--executor must be auto, native, wasm or remote, not "${choice.executor}"`);
  }
}

export const ALL_LANGUAGES = LANGUAGES;
