import { availableParallelism } from 'node:os';
import { getLanguage, LANGUAGES, type Executor, type Language, type Mode, type TaskKind } from '@mcjudge/core';
import { NativeExecutor } from '@mcjudge/server';

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

/** The executor named by --executor. `auto` is the local toolchains until the WASM and server runtimes land. */
export function makeExecutor(v: string | undefined): Executor {
  switch (v ?? 'auto') {
    case 'auto':
    case 'native':
      return new NativeExecutor();
    case 'wasm':
    case 'remote':
      throw new UsageError(`--executor ${v} is not available in this version; use native (or auto)`);
    default:
      throw new UsageError(`--executor must be auto, native, wasm or remote, not "${v}"`);
  }
}

export const ALL_LANGUAGES = LANGUAGES;
