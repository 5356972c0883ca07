export { cancelledResult, CANCELLED, type Executor, type ExecuteOptions } from './executor.ts';
export { RemoteExecutor, type RemoteExecutorOptions } from './remote-executor.ts';
export { RouterExecutor } from './router.ts';
export * from './api-schema.ts';
