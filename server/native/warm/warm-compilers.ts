import { isAbsolute, normalize } from 'node:path';
import type { ProgramFile, StepResult } from '@mcjudge/core';
import type { Sandbox } from '../../sandbox/sandbox.ts';
import { WarmTsc } from './warm-tsc.ts';

/**
 * Compilers kept warm, by the command a compile step starts. Only compilers that run none of the
 * program's code qualify (docs/server.md#warm-compilers): `tsc` given files on its command line reads no
 * tsconfig and loads no plugin; it only parses, checks and emits.
 */
const WARM: Record<string, (toolPath: string, sandbox: Sandbox | undefined) => WarmTsc> = {
  tsc: (toolPath, sandbox) => new WarmTsc(toolPath, sandbox),
};

export interface WarmStep {
  /** The step's command: its tool's name as the recipe writes it, and the tool's path here. */
  command: string;
  toolPath: string;
  args: string[];
  /** Where the compiler sees the program (the sandbox's /box, or the run folder). */
  cwd: string;
  files: ProgramFile[];
  timeoutMs: number;
  outputCap: number;
}

/** What the warm compiler gave: the step's result, and the files it wrote (relative to the step's folder). */
export interface WarmResult {
  step: StepResult;
  written: Record<string, string>;
}

/** The warm compilers of one executor: one pool per tool path, made on first use. */
export class WarmCompilers {
  private readonly pools = new Map<string, WarmTsc>();
  constructor(private readonly sandbox?: Sandbox) {}

  /** Whether a compile step with this command has a warm compiler. */
  serves(command: string): boolean {
    return command in WARM;
  }

  /** The compile step's result from the warm compiler, or undefined: run the real command instead. */
  async run(step: WarmStep): Promise<WarmResult | undefined> {
    const make = WARM[step.command];
    if (!make) return undefined;
    let pool = this.pools.get(step.toolPath);
    if (!pool) this.pools.set(step.toolPath, (pool = make(step.toolPath, this.sandbox)));
    const outcome = await pool.compile({ cwd: step.cwd, args: step.args, files: Object.fromEntries(step.files.map((f) => [f.path, f.text])), timeoutMs: step.timeoutMs });
    const base = { name: 'compile' as const, stderr: '', memoryExceeded: false, truncated: false };
    if (outcome.kind === 'failed') return undefined;
    if (outcome.kind === 'timeout') return { step: { ...base, exitCode: null, signal: 'SIGKILL', stdout: '', timedOut: true, wallMs: outcome.wallMs }, written: {} };
    // What the compiler wrote must land inside the step's folder, as the real command's output would.
    if (Object.keys(outcome.written).some((name) => isAbsolute(name) || normalize(name).startsWith('..'))) return undefined;
    const truncated = Buffer.byteLength(outcome.stdout) > step.outputCap;
    const stdout = truncated ? Buffer.from(outcome.stdout).subarray(0, step.outputCap).toString('utf8') : outcome.stdout;
    return { step: { ...base, exitCode: outcome.exitCode, signal: null, stdout, timedOut: false, truncated, wallMs: outcome.wallMs }, written: outcome.written };
  }

  close(): void {
    for (const pool of this.pools.values()) pool.close();
    this.pools.clear();
  }
}
