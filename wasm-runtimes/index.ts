/** @mcjudge/wasm-runtimes: McEval languages run by WebAssembly ports in workers (browser and Node). */
export { WASM_RUNTIMES, wasmRuntime, wasmRuntimeFor, type WasmRuntimeSpec } from './catalog.ts';
export { WasmExecutor, type WasmExecutorOptions } from './wasm-executor.ts';
export { nodeWorkerFactory } from './host/node-worker-factory.ts';
export type { WorkerFactory, WorkerHandle } from './host/worker-handle.ts';
export type { AssetSource, CompileOutput, Job, StepOutput, WasmRuntime } from './runtime.ts';
export { sandboxedWorkerFactory, type ServiceLauncher } from './host/sandboxed-worker-factory.ts';
