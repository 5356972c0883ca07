import type { AssetSource, CompileOutput, Job, StepOutput, WasmRuntime } from '../runtime.ts';
import { RUNTIME_MODULES } from './runtime-modules.ts';

/** What a runtime worker offers over comlink: load one runtime, then compile and run programs with it. */
export interface WorkerApi {
  /** Loads the runtime (once); resolves to the language version it runs. */
  load(runtimeId: string, assetBase?: string): Promise<string>;
  compile(job: Job): Promise<CompileOutput>;
  run(job: Job): Promise<StepOutput>;
}

/** The worker's side, given how this platform finds assets. */
export function createWorkerApi(assetsFor: (assetBase?: string) => AssetSource): WorkerApi {
  let loaded: Promise<{ runtime: WasmRuntime; version: string }> | undefined;
  const current = async () => {
    if (!loaded) throw new Error('no runtime is loaded in this worker');
    return (await loaded).runtime;
  };
  return {
    load(runtimeId, assetBase) {
      loaded ??= (async () => {
        const module = RUNTIME_MODULES[runtimeId];
        if (!module) throw new Error(`unknown WASM runtime "${runtimeId}"`);
        const { runtime } = await module();
        return { runtime, version: await runtime.load(assetsFor(assetBase)) };
      })();
      return loaded.then((l) => l.version);
    },
    async compile(job) {
      const runtime = await current();
      if (!runtime.compile) throw new Error('this runtime has no compile step');
      return runtime.compile(job);
    },
    async run(job) {
      return (await current()).run(job);
    },
  };
}
