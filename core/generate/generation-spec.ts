import type { Language } from '../languages/language.ts';
import type { CompletionVariant, TaskKind } from '../types.ts';
import type { Api } from './prompt.ts';
import type { RetryPolicy } from './retry.ts';
import type { Sampling } from './request-record.ts';

/** What a generation run asks, and of whom: the CLI's options and the web app's checked form alike. */
export interface GenerationSpec {
  endpoint: URL;
  model: string;
  task: TaskKind;
  variants?: CompletionVariant[];
  languages: Language[];
  /** The first N tasks per language and kind. */
  limit?: number;
  /** Samples per task. */
  n: number;
  api: Api;
  sampling: Sampling;
  /** Requests in flight at once. */
  concurrency: number;
  timeoutMs: number;
  retry: RetryPolicy;
}
