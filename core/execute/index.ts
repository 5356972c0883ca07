export { cancelledResult, CANCELLED, type Executor, type ExecuteOptions } from './executor.ts';
export { RemoteExecutor, type RemoteExecutorOptions } from './remote-executor.ts';
export { RouterExecutor } from './router.ts';
export * from './api-schema.ts';
export { STREAM_END_BYTES, StreamEnd, streamEnd } from './stream-end.ts';
export { RunClient, generationKey, type AnswersText, type GenerationKey, type RunClientOptions, type RunClientOutcome, type SavedRunPlace, type SavedRunRef } from './run-client.ts';
