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
  constructor(private readonly options: NativeExecutorOptions = {}) {}

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
      const home = join(dir, '.home');
      await mkdir(home);
      for (const f of [...program.assets, ...program.files]) {
        await mkdir(dirname(join(dir, f.path)), { recursive: true });
        await writeFile(join(dir, f.path), f.text);
      }
      const steps: StepResult[] = [];
      for (const step of program.steps) {
        const cwd = join(dir, step.cwd ?? '');
        await mkdir(cwd, { recursive: true });
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
      if (dir && !this.options.keep) await rm(dir, { recursive: true, force: true }).catch(() => undefined);
    }
  }
}
