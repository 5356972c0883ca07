import type { ExecResult, ExecuteOptions, Executor, Language, Program, RuntimeId } from '@mcjudge/core';

/** An executor that knows which of its programs are still running, so a shutdown can wait for them (bounded). */
export class InFlightExecutor implements Executor {
  readonly name: string;
  private readonly running = new Set<Promise<ExecResult>>();
  constructor(private readonly inner: Executor) {
    this.name = inner.name;
  }

  get count(): number {
    return this.running.size;
  }

  unavailableReason(language: Language): Promise<string | undefined> {
    return this.inner.unavailableReason(language);
  }

  runtime(language: Language): Promise<RuntimeId> {
    return this.inner.runtime(language);
  }

  execute(program: Program, language: Language, options?: ExecuteOptions): Promise<ExecResult> {
    const run = this.inner.execute(program, language, options);
    this.running.add(run);
    const forget = () => this.running.delete(run);
    run.then(forget, forget);
    return run;
  }

  /** Resolves when no program is running, or after `timeoutMs`, whichever is first; true when none is left. */
  async settled(timeoutMs: number): Promise<boolean> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
    await Promise.race([Promise.allSettled([...this.running]), late]);
    clearTimeout(timer);
    return this.running.size === 0;
  }

  async close(): Promise<void> {
    await this.inner.close?.();
  }
}
