import { isAbsolute, normalize } from 'node:path';
import { StreamEnd, type KeptEnd, type ProgramFile, type Step, type StepResult } from '@mcjudge/core';
import type { SandboxLimits } from '../../sandbox/limits.ts';
import type { Sandbox } from '../../sandbox/sandbox.ts';
import { WarmEmacs } from './warm-emacs.ts';
import { WarmErlc } from './warm-erlc.ts';
import { WarmGhc } from './warm-ghc.ts';
import { WarmJavac } from './warm-javac.ts';
import { WarmKotlinc } from './warm-kotlinc.ts';
import { WarmR } from './warm-r.ts';
import { WarmRacket } from './warm-racket.ts';
import { WarmScalac } from './warm-scalac.ts';
import { WarmTsc, type WarmCompiler } from './warm-tsc.ts';

interface WarmEntry {
  /** Whether this step (its argv as the recipe writes it) is one the warm compiler takes. */
  serves(step: Step, sandboxed: boolean): boolean;
  make(toolPath: string, sandbox: Sandbox | undefined): WarmCompiler;
}

/**
 * Compilers kept warm, by the command a step starts. Only compilers that run none of the program's
 * code qualify (docs/server.md#warm-compilers):
 * - `tsc` given files on its command line reads no tsconfig and loads no plugin; it only parses,
 *   checks and emits. It serves compile steps.
 * - `java File.java` (the source launcher): its javac runs with `-proc:none` (no annotation processor)
 *   and no `-Xplugin`; only assertion options may come before the file. It serves the run step: the
 *   compile is warm, the program then runs in a fresh `java` in the step's place.
 * - `scala -nc File.scala` (Scala 2's script runner): scalac loads no plugin (none is given, only this
 *   form is taken) and cannot expand a macro defined in the file it compiles. It serves the run step:
 *   the compile is warm, the program then runs in a fresh `scala` in the step's place.
 * - `kotlinc -script N.kts`: kotlinc's own `-script` run (the scripting plugin of its Kotlin home, the
 *   standard script definition, no other option: anything but plain arguments after the file is refused),
 *   stopped where kotlinc would construct the script; the compiler loads no plugin or script definition
 *   of the program's and runs none of its code. It serves the run step: the program then runs in a fresh
 *   JVM started by the step's `kotlinc`, in the step's place.
 * - `erlc N.erl` (sandboxed only): erl_compile, erlc's own entry, in an `erl` started as erlc starts it;
 *   the current folder is off the code path (as in erlc), so a parse transform can only be one of OTP's,
 *   and a program with a `-compile` attribute is left to the real erlc. It serves compile steps.
 * - `racket N.rkt` / `racket N.scm` (sandboxed only): not a compiler but a zygote, a racket with
 *   `racket` and `rackunit` loaded that forks for each program (warm-racket.ts). The zygote runs none
 *   of the program's code: the fork does, in a sandbox of its own, and ends with the program. It
 *   serves the run step.
 * - `Rscript N.R` (sandboxed only): a zygote too, an R started as Rscript starts one that forks for each
 *   program (warm-r.ts); the fork goes on reading R's --file, which is then the program's. The zygote
 *   runs none of the program's code. It serves the run step.
 * - `emacs28 --batch -l N.el` (sandboxed only): a zygote too, an Emacs in batch mode that forks for each
 *   program (warm-emacs.ts); the fork goes on to load the file as the command line would. The zygote
 *   runs none of the program's code. It serves the run step.
 * - `ghc -dynamic N.hs` with its shortcut (sandboxed only): one GHC session through GHC's API
 *   (warm-ghc.ts) compiles as the shortcut would, for a file whose pragmas cannot make ghc run its
 *   code (no Template Haskell, quasi-quotes, annotations, plugins or options). Only a silent success
 *   stands, as the shortcut's. It serves compile steps.
 */
const WARM: Record<string, WarmEntry> = {
  tsc: { serves: (step) => step.name === 'compile', make: (toolPath, sandbox) => new WarmTsc(toolPath, sandbox) },
  java: { serves: (step) => step.name === 'run' && WarmJavac.serves(step.argv.slice(1)), make: (toolPath, sandbox) => new WarmJavac(toolPath, sandbox) },
  kotlinc: { serves: (step) => step.name === 'run' && WarmKotlinc.serves(step.argv.slice(1)), make: (toolPath, sandbox) => new WarmKotlinc(toolPath, sandbox) },
  erlc: { serves: (step, sandboxed) => step.name === 'compile' && WarmErlc.serves(step.argv.slice(1), sandboxed), make: (toolPath, sandbox) => new WarmErlc(toolPath, sandbox) },
  scala: { serves: (step) => step.name === 'run' && WarmScalac.serves(step), make: (toolPath, sandbox) => new WarmScalac(toolPath, sandbox) },
  emacs28: { serves: (step, sandboxed) => step.name === 'run' && WarmEmacs.serves(step.argv.slice(1), sandboxed), make: (toolPath, sandbox) => new WarmEmacs(toolPath, sandbox!) },
  Rscript: { serves: (step, sandboxed) => step.name === 'run' && WarmR.serves(step.argv.slice(1), sandboxed), make: (toolPath, sandbox) => new WarmR(toolPath, sandbox!) },
  ghc: { serves: (step, sandboxed) => WarmGhc.serves(step, sandboxed), make: (toolPath, sandbox) => new WarmGhc(toolPath, sandbox!) },
  racket: { serves: (step, sandboxed) => step.name === 'run' && WarmRacket.serves(step.argv.slice(1), sandboxed), make: (toolPath, sandbox) => new WarmRacket(toolPath, sandbox!) },
};

export interface WarmStep {
  /** The step's command: its tool's name as the recipe writes it, and the tool's path here. */
  command: string;
  /** The step's name (compile, run). */
  name: Step['name'];
  toolPath: string;
  args: string[];
  /** Where the compiler sees the program (the sandbox's /box, or the run folder). */
  cwd: string;
  files: ProgramFile[];
  /** The recipe's assets the run folder holds beside the files. */
  assets: ProgramFile[];
  timeoutMs: number;
  outputCap: number;
  /** The step's limits, when it runs in the sandbox. */
  limits?: SandboxLimits;
  signal?: AbortSignal;
  /** The step's shortcut and what it may print, and the language's prebuilt folder on the host (WarmCompile's). */
  shortcut?: string[];
  shortcutStdout?: string;
  deps?: string;
}

/**
 * What the warm compiler gave, with the files it wrote (relative to the step's folder): either the
 * step's whole result, or the arguments the step goes on with (the same tool, what is left of the
 * step's time: `wallMs` of it went to the warm compile).
 */
export type WarmResult =
  | { step: StepResult; written: Record<string, string | Uint8Array>; executables?: string[] }
  | { then: string[]; written: Record<string, string | Uint8Array>; wallMs: number };

/** The warm compilers of one executor: one pool per tool path, made on first use. */
export class WarmCompilers {
  private readonly pools = new Map<string, WarmCompiler>();
  constructor(private readonly sandbox?: Sandbox) {}

  /** Whether this step has a warm compiler. */
  serves(step: Step): boolean {
    return WARM[step.argv[0]]?.serves(step, this.sandbox !== undefined) ?? false;
  }

  /**
   * The step's result (or how it goes on) from the warm compiler, or undefined: run the real command
   * instead; 'shortcut fails': the warm compiler ran the step's shortcut and its outcome would not stand,
   * so the real command runs without it.
   */
  async run(step: WarmStep): Promise<WarmResult | 'shortcut fails' | undefined> {
    const entry = WARM[step.command];
    if (!entry) return undefined;
    const key = `${step.command}\0${step.toolPath}`;
    let pool = this.pools.get(key);
    if (!pool) this.pools.set(key, (pool = entry.make(step.toolPath, this.sandbox)));
    const { cwd, args, timeoutMs, outputCap, limits, signal, shortcut, shortcutStdout, deps } = step;
    const outcome = await pool.compile({ cwd, args, files: Object.fromEntries(step.files.map((f) => [f.path, f.text])), assets: Object.fromEntries(step.assets.map((f) => [f.path, f.text])), timeoutMs, outputCap, limits, signal, shortcut, shortcutStdout, deps });
    const base = { name: step.name, memoryExceeded: false };
    if (outcome.kind === 'failed') return outcome.shortcutFails ? 'shortcut fails' : undefined;
    if (outcome.kind === 'timeout') {
      return { step: { ...base, exitCode: null, signal: 'SIGKILL', stdout: '', stderr: '', timedOut: true, truncated: false, wallMs: outcome.wallMs }, written: {} };
    }
    // What the compiler wrote must land inside the step's folder, as the real command's output would.
    if (Object.keys(outcome.written).some((name) => isAbsolute(name) || normalize(name).startsWith('..'))) return undefined;
    if (outcome.then) return { then: outcome.then, written: outcome.written, wallMs: outcome.wallMs };
    const stdout = capped(outcome.stdout, step.outputCap);
    const stderr = capped(outcome.stderr ?? '', step.outputCap);
    const streams = {
      ...(outcome.stderr === undefined ? {} : { stdoutTruncated: stdout.cut, stderrTruncated: stderr.cut }),
      ...(stdout.end ? { stdoutEnd: stdout.end } : {}),
      ...(stderr.end ? { stderrEnd: stderr.end } : {}),
    };
    const step_: StepResult = { ...base, exitCode: outcome.exitCode, signal: null, stdout: stdout.text, stderr: stderr.text, timedOut: false, truncated: stdout.cut || stderr.cut, ...streams, wallMs: outcome.wallMs };
    return { step: step_, written: outcome.written, executables: outcome.executables };
  }

  close(): void {
    for (const pool of this.pools.values()) pool.close();
    this.pools.clear();
  }
}

/** The head of an output as a step keeps it, and its end when it passed the cap (as runProcess keeps them). */
function capped(output: string | Uint8Array, cap: number): { text: string; cut: boolean; end?: KeptEnd } {
  const bytes = typeof output === 'string' ? Buffer.from(output) : Buffer.from(output.buffer, output.byteOffset, output.byteLength);
  if (bytes.length <= cap) return { text: bytes.toString('utf8'), cut: false };
  const end = new StreamEnd();
  end.push(bytes);
  return { text: bytes.subarray(0, cap).toString('utf8'), cut: true, end: end.kept() };
}
