export { NativeExecutor, type NativeExecutorOptions } from './native/native-executor.ts';
export { resolveTool, findExecutable, type ResolvedTool } from './native/tool-lookup.ts';
export { runProcess, type ProcessSpec } from './native/run-process.ts';
export { Sandbox, SandboxUnavailable, type SandboxOptions, type SandboxReport } from './sandbox/sandbox.ts';
