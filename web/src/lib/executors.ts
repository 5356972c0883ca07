import { RemoteExecutor, RouterExecutor, type ExecResult, type ExecuteOptions, type Executor, type Language, type Program } from '@mcjudge/core';
import { WasmExecutor, browserWorkerFactory, wasmRuntimeFor } from '@mcjudge/wasm-runtimes/browser';

export interface ServerSetting {
  /** '' = no server. The page's own origin when served by `npm start`. */
  url: string;
  token: string;
}

export type Placement = { where: 'browser'; runtime: string } | { where: 'server' } | { where: 'unavailable'; reason: string };

/** The browser's WASM runtimes: two programs at once at most, the rest of the machine stays responsive. */
export const wasm = new WasmExecutor({
  factory: browserWorkerFactory('/runtime-worker/runtime-worker.js'),
  parallel: Math.max(1, Math.min(2, (navigator.hardwareConcurrency || 2) - 1)),
  assetBase: '/runtime-assets/',
});

/** Checks a server; resolves to the languages it runs, or throws with why it cannot be used. */
export async function serverLanguages(setting: ServerSetting): Promise<Set<string>> {
  const remote = new RemoteExecutor({ server: setting.url, token: setting.token || undefined });
  const list = await remote.list();
  if (typeof list === 'string') throw new Error(list);
  return new Set(list.languages.filter((l) => l.available).map((l) => l.name));
}

/** The executors in order of preference: the browser's WASM runtimes, then the server when set and healthy. */
function executors(setting: ServerSetting, serverOk: boolean): { executor: Executor; where: 'browser' | 'server' }[] {
  const list: { executor: Executor; where: 'browser' | 'server' }[] = [{ executor: wasm, where: 'browser' }];
  if (setting.url && serverOk) list.push({ executor: new RemoteExecutor({ server: setting.url, token: setting.token || undefined }), where: 'server' });
  return list;
}

/** WASM first; the server (when set and healthy) for the rest, per program. */
export function makeExecutor(setting: ServerSetting, serverOk: boolean): Executor {
  const list = executors(setting, serverOk);
  return list.length === 1 ? wasm : new RouterExecutor(list.map((e) => e.executor));
}

/** One program run as makeExecutor's router runs it, and where it ran (undefined: nowhere, `unavailable` says why). */
export async function executeRouted(
  program: Program,
  language: Language,
  setting: ServerSetting,
  serverOk: boolean,
  options?: ExecuteOptions,
): Promise<{ result: ExecResult; where: 'browser' | 'server' | undefined }> {
  let where: 'browser' | 'server' | undefined;
  const tracked = executors(setting, serverOk).map(
    ({ executor, where: w }): Executor => ({
      name: executor.name,
      unavailableReason: (l) => executor.unavailableReason(l),
      runtime: (l) => executor.runtime(l),
      execute: async (p, l, o) => {
        const result = await executor.execute(p, l, o);
        if (result.unavailable === undefined) where = w;
        return result;
      },
    }),
  );
  const result = await new RouterExecutor(tracked).execute(program, language, options);
  return { result, where };
}

/** Where a language's programs will run. */
export function placement(language: Language, server: Set<string> | undefined): Placement {
  const spec = wasmRuntimeFor(language);
  if (spec) return { where: 'browser', runtime: spec.id };
  if (server?.has(language.name)) return { where: 'server' };
  const nodeOnly = wasmRuntimeFor(language, true)?.nodeOnly;
  const why = nodeOnly ?? 'no WebAssembly runtime runs it in a browser';
  return { where: 'unavailable', reason: server ? `${why}, and the server cannot run it` : `${why}: it needs a server (set one above)` };
}
