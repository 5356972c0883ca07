import type { AssetSource, CompileOutput, Job, StepOutput, WasmRuntime } from '../runtime.ts';
import { RUNTIME_MODULES } from './runtime-modules.ts';

/** What a runtime worker offers over comlink: load one runtime, then compile and run programs with it. */
export interface WorkerApi {
  /** Loads the runtime (once), from a memory image when given one; resolves to the language version. */
  load(runtimeId: string, assetBase?: string, image?: Uint8Array): Promise<string>;
  /** The runtime's memory image, only while no program has run in this worker (else undefined). */
  image(): Promise<Uint8Array | undefined>;
  compile(job: Job): Promise<CompileOutput>;
  run(job: Job): Promise<StepOutput>;
}

/** The worker's side, given how this platform finds assets. */
export function createWorkerApi(assetsFor: (assetBase?: string) => AssetSource): WorkerApi {
  let loaded: Promise<{ runtime: WasmRuntime; version: string }> | undefined;
  let programRan = false;
  const current = async () => {
    if (!loaded) throw new Error('no runtime is loaded in this worker');
    return (await loaded).runtime;
  };
  return {
    load(runtimeId, assetBase, image) {
      loaded ??= (async () => {
        const module = RUNTIME_MODULES[runtimeId];
        if (!module) throw new Error(`unknown WASM runtime "${runtimeId}"`);
        const { runtime } = await module();
        return { runtime, version: await runtime.load(assetsFor(assetBase), image) };
      })();
      return loaded.then((l) => l.version);
    },
    async image() {
      const runtime = await current();
      return programRan ? undefined : runtime.image?.();
    },
    async compile(job) {
      const runtime = await current();
      if (!runtime.compile) throw new Error('this runtime has no compile step');
      return runtime.compile(job);
    },
    async run(job) {
      const runtime = await current();
      programRan = true;
      return runtime.run(job);
    },
  };
}
