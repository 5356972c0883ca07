/** The browser entry of @mcjudge/wasm-runtimes (no Node modules). */
export { WASM_RUNTIMES, wasmRuntime, wasmRuntimeFor, type WasmRuntimeSpec } from './catalog.ts';
export { WasmExecutor, type WasmExecutorOptions } from './wasm-executor.ts';
export { browserWorkerFactory } from './host/browser-worker-factory.ts';
