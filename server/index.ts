export { NativeExecutor, type NativeExecutorOptions } from './native/native-executor.ts';
export { resolveTool, findExecutable, type ResolvedTool } from './native/tool-lookup.ts';
export { runProcess, type ProcessSpec } from './native/run-process.ts';
export { Sandbox, SandboxUnavailable, type SandboxOptions, type SandboxReport } from './sandbox/sandbox.ts';
export { DATA_DIR, diskDataSource, readTextFile } from './data/disk-data.ts';
export { startServer, type ServeOptions, type RunningServer } from './http/serve.ts';
export { createApp, type AppOptions } from './http/app.ts';
export { crossOriginIsolation } from './http/cross-origin-isolation.ts';
export { runtimeAssets, staticFolder } from './http/routes/static-files.ts';
