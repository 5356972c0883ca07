import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { ExecResult, Executor, Language, Program, RuntimeId, StepResult } from '@mcjudge/core';
import { resolveTool } from './tool-lookup.ts';
import { runProcess } from './run-process.ts';

export interface NativeExecutorOptions {
  /** Bytes kept of each stream per process (default 1 MiB). */
  outputCap?: number;
  /** Where run folders are made (default: the OS temp dir). */
  workRoot?: string;
  /** Keep run folders for inspection. */
  keep?: boolean;
}

/**
 * Runs programs with the toolchains installed on this host. Each run gets its own temporary folder,
 * stdin is closed, each process is killed with its whole group on timeout. It is NOT a security
 * sandbox: run untrusted answers through the server's sandboxed executor instead.
 */
export class NativeExecutor implements Executor {
  readonly name = 'native';
  private readonly cleanup = new Set<Promise<unknown>>();
  constructor(private readonly options: NativeExecutorOptions = {}) {}

  /** Waits until every run folder is removed. */
  async close(): Promise<void> {
    await Promise.all(this.cleanup);
    this.cleanup.clear();
  }

  async unavailableReason(language: Language): Promise<string | undefined> {
    const missing = language.tools.filter((t) => !resolveTool(t)).map((t) => `${t.name} (looked for ${t.candidates.join(', ')})`);
    return missing.length ? `${language.name} needs ${missing.join(' and ')}, not found on this host` : undefined;
  }

  async runtime(language: Language): Promise<RuntimeId> {
    if (language.tools.length === 0) return { id: 'mcjudge-compare', version: '1' };
    const main = resolveTool(language.tools[0]);
    return { id: `native:${language.tools[0].name}`, version: main?.version ?? 'missing' };
  }

  async execute(program: Program, language: Language): Promise<ExecResult> {
    const started = performance.now();
    const runtime = await this.runtime(language);
    const reason = await this.unavailableReason(language);
    if (reason) return { unavailable: reason, steps: [], runtime, wallMs: 0 };
    let dir: string | undefined;
    try {
      dir = await mkdtemp(join(this.options.workRoot ?? tmpdir(), 'mcjudge-'));
      // The run folder is also HOME and TMPDIR: one folder per run, removed afterwards.
      const home = dir;
      const made = new Set([dir]);
      for (const f of [...program.assets, ...program.files]) {
        const parent = dirname(join(dir, f.path));
        if (!made.has(parent)) {
          await mkdir(parent, { recursive: true });
          made.add(parent);
        }
        await writeFile(join(dir, f.path), f.text);
      }
      const steps: StepResult[] = [];
      for (const step of program.steps) {
        const cwd = join(dir, step.cwd ?? '');
        if (!made.has(cwd)) {
          await mkdir(cwd, { recursive: true });
          made.add(cwd);
        }
        const [cmd, ...args] = step.argv;
        const tool = language.tools.find((t) => t.name === cmd);
        const file = cmd.startsWith('./') ? join(cwd, cmd) : tool ? resolveTool(tool)!.path : cmd;
        const env: NodeJS.ProcessEnv = { ...process.env, HOME: home, TMPDIR: home, LANG: process.env.LANG ?? 'C.UTF-8' };
        for (const [k, v] of Object.entries(step.env ?? {})) env[k] = v.split('{tmp}').join(home);
        const result = await runProcess({ name: step.name, file, args, cwd, env, timeoutMs: step.timeoutMs, outputCap: this.options.outputCap ?? 1 << 20 });
        steps.push(result);
        const failed = result.timedOut || result.exitCode !== 0;
        if (step.name === 'compile' && failed && !step.ignoreFailure) break;
      }
      return { steps, runtime, wallMs: Math.round(performance.now() - started) };
    } catch (e) {
      return { infraError: `native executor: ${(e as Error).message}`, steps: [], runtime, wallMs: Math.round(performance.now() - started) };
    } finally {
      // Removal does not hold up the verdict; close() waits for what is still being removed.
      if (dir && !this.options.keep) {
        const removal: Promise<unknown> = rm(dir, { recursive: true, force: true })
          .catch(() => undefined)
          .finally(() => this.cleanup.delete(removal));
        this.cleanup.add(removal);
      }
    }
  }
}
