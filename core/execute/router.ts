import type { Language } from '../languages/language.ts';
import type { ExecResult, Program, RuntimeId } from '../types.ts';
import { cancelledResult, type ExecuteOptions, type Executor } from './executor.ts';

/**
 * `--executor auto`: several executors in order of preference (WASM, the local sandbox, a server).
 * Each language goes to the first that can run it; a program one of them hands back as `unavailable`
 * goes on to the next, so a handoff is never a verdict.
 */
export class RouterExecutor implements Executor {
  readonly name: string;
  constructor(private readonly executors: Executor[]) {
    this.name = `auto(${executors.map((e) => e.name).join(',')})`;
  }

  private async first(language: Language): Promise<Executor | undefined> {
    for (const e of this.executors) if ((await e.unavailableReason(language)) === undefined) return e;
    return undefined;
  }

  async unavailableReason(language: Language): Promise<string | undefined> {
    if (await this.first(language)) return undefined;
    const reasons = await Promise.all(this.executors.map(async (e) => `${e.name}: ${await e.unavailableReason(language)}`));
    return reasons.join('; ');
  }

  async runtime(language: Language): Promise<RuntimeId> {
    return (await this.first(language))?.runtime(language) ?? { id: 'none', version: '' };
  }

  async execute(program: Program, language: Language, options?: ExecuteOptions): Promise<ExecResult> {
    const handoffs: string[] = [];
    for (const e of this.executors) {
      if (options?.signal?.aborted) return cancelledResult();
      const reason = await e.unavailableReason(language);
      if (reason !== undefined) {
        handoffs.push(`${e.name}: ${reason}`);
        continue;
      }
      const result = await e.execute(program, language, options);
      if (result.unavailable === undefined) return result;
      handoffs.push(`${e.name}: ${result.unavailable}`);
    }
    return { unavailable: handoffs.join('; '), steps: [], runtime: { id: 'none', version: '' }, wallMs: 0 };
  }

  async close(): Promise<void> {
    await Promise.all(this.executors.map((e) => e.close?.()));
  }
}
