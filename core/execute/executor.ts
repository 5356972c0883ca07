import type { Language } from '../languages/language.ts';
import type { ExecResult, Program, RuntimeId } from '../types.ts';

/**
 * Runs programs. Implementations: the local native executor (server/native), the sandboxed native
 * executor (server), WASM runtimes, and the remote client. `execute` never throws for a program's
 * own failure: that is data in ExecResult; `unavailable` and `infraError` say when it could not run.
 */
export interface Executor {
  /** A short name (`native`, `wasm`, `remote`). */
  readonly name: string;
  /** Why this executor cannot run the language here, or undefined when it can. */
  unavailableReason(language: Language): Promise<string | undefined>;
  /** The runtime (id and version) that runs this language, for reports. */
  runtime(language: Language): Promise<RuntimeId>;
  execute(program: Program, language: Language): Promise<ExecResult>;
  close?(): Promise<void>;
}
