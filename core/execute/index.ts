export type { Executor } from './executor.ts';
