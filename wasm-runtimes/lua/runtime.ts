import type { WasmRuntime } from '../runtime.ts';
export const runtime: WasmRuntime = { async load() { throw new Error('not yet'); }, async run() { throw new Error('not yet'); } };
