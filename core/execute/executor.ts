import type { Language } from '../languages/language.ts';
import type { ExecResult, Program, RuntimeId } from '../types.ts';

/**
 * Runs programs. Implementations: the local native executor (server/native), the sandboxed native
 * executor (server), WASM runtimes, and the remote client. `execute` never throws for a program's
 * own failure: that is data in ExecResult; `unavailable` and `infraError` say when it could not run.
 */
/** How one program is run. */
export interface ExecuteOptions {
  /**
   * A cancel: the program is stopped (its processes killed, its worker terminated, its queued job
   * withdrawn) and the result is `cancelledResult`, which is no verdict. Ignored once the result is in.
   */
  signal?: AbortSignal;
}

/** What a cancelled program gives: an infra error (never counted, never cached), saying so. */
export function cancelledResult(runtime: RuntimeId = { id: 'none', version: '' }, wallMs = 0): ExecResult {
  return { infraError: CANCELLED, steps: [], runtime, wallMs };
}

/** The infra error of a program stopped by a cancel. */
export const CANCELLED = 'cancelled before the program finished';

export interface Executor {
  /** A short name (`native`, `wasm`, `remote`). */
  readonly name: string;
  /** Why this executor cannot run the language here, or undefined when it can. */
  unavailableReason(language: Language): Promise<string | undefined>;
  /** The runtime (id and version) that runs this language, for reports. */
  runtime(language: Language): Promise<RuntimeId>;
  execute(program: Program, language: Language, options?: ExecuteOptions): Promise<ExecResult>;
  close?(): Promise<void>;
}
