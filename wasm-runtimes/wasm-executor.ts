import { CANCELLED, type ExecResult, type ExecuteOptions, type Executor, type Language, type Program, type RuntimeId, type StepResult } from '@mcjudge/core';
import type { Job } from './runtime.ts';
import { wasmRuntimeFor, type WasmRuntimeSpec } from './catalog.ts';
import { RuntimePool, type CallOutcome } from './host/runtime-pool.ts';
import type { WorkerFactory } from './host/worker-handle.ts';
import type { StepOutput } from './runtime.ts';

export interface WasmExecutorOptions {
  /** Starts a worker: nodeWorkerFactory in Node, browserWorkerFactory(url) in a browser. */
  factory: WorkerFactory;
  /** Programs of one runtime running at once (one worker each). Default 1. */
  parallel?: number;
  /**
   * Loaded workers kept waiting per runtime in use (default: `parallel`). A program that may change its
   * worker's state uses the worker up, so spares hide the cold start of the next one.
   */
  spares?: number;
  /** Browser only: the URL the runtime packages are served under (default `/runtime-assets/`). */
  assetBase?: string;
  /** Bytes kept of each output stream (default 1 MiB, as the native executor). */
  outputCap?: number;
  /** Called after the workers are stopped (the CLI closes the sandbox it started for them). */
  onClose?: () => Promise<void>;
}

const NO_RUNTIME: RuntimeId = { id: 'none', version: '' };

/**
 * Runs the languages that have a WebAssembly (or pure JS) port, each runtime in its own workers, the same
 * code in a browser and in Node. A program the runtime cannot run faithfully comes back `unavailable`
 * with the reason, never as a verdict, so `auto` hands it to a native toolchain.
 */
export class WasmExecutor implements Executor {
  readonly name = 'wasm';
  private readonly pools = new Map<string, RuntimePool>();

  constructor(private readonly options: WasmExecutorOptions) {}

  async unavailableReason(language: Language): Promise<string | undefined> {
    if (wasmRuntimeFor(language)) return undefined;
    const nodeOnly = wasmRuntimeFor(language, true)?.nodeOnly;
    return nodeOnly ? `${language.name} runs in WebAssembly only under Node here: ${nodeOnly}` : `no WebAssembly runtime runs ${language.name} (it needs a native toolchain)`;
  }

  async runtime(language: Language): Promise<RuntimeId> {
    const spec = wasmRuntimeFor(language);
    return spec ? { id: `wasm:${spec.id}`, version: spec.version } : NO_RUNTIME;
  }

  /**
   * The workers of a runtime for one kind of step, started on first use. A runtime whose programs use
   * their workers up compiles in workers of its own: a compile runs no program code, so its workers stay
   * warm, and the program's worker never loads the compiler (TypeScript's is most of its load).
   */
  private pool(spec: WasmRuntimeSpec, step: 'compile' | 'run'): RuntimePool {
    const compilesApart = step === 'compile' && spec.isolation === 'worker';
    const key = compilesApart ? `${spec.id}:compile` : spec.id;
    let pool = this.pools.get(key);
    if (!pool) {
      pool = new RuntimePool({
        runtimeId: spec.id,
        factory: this.options.factory,
        size: this.options.parallel ?? 1,
        spares: compilesApart ? 0 : this.options.spares,
        isolation: compilesApart ? 'instance' : spec.isolation,
        assetBase: this.options.assetBase,
      });
      this.pools.set(key, pool);
    }
    return pool;
  }

  async execute(program: Program, language: Language, options: ExecuteOptions = {}): Promise<ExecResult> {
    const spec = wasmRuntimeFor(language);
    const started = performance.now();
    const result = (r: Omit<ExecResult, 'wallMs' | 'runtime'>): ExecResult => ({
      ...r,
      runtime: spec ? { id: `wasm:${spec.id}`, version: spec.version } : NO_RUNTIME,
      wallMs: Math.round(performance.now() - started),
    });
    if (!spec) return result({ unavailable: (await this.unavailableReason(language))!, steps: [] });
    if (spec.inline) return result({ steps: [] });
    const main = program.files.find((f) => f.path.endsWith(`.${language.extension}`)) ?? program.files[0];
    // AWK's program is its command lines alone (the steps' argv), with its data files as assets.
    if (!main && !program.steps.length) return result({ infraError: 'the program has no files', steps: [] });
    const job: Job = { files: [...program.assets, ...program.files], main: main?.path ?? '', outputCap: this.options.outputCap ?? 1 << 20 };
    const steps: StepResult[] = [];
    for (const step of program.steps) {
      if (options.signal?.aborted) return result({ infraError: CANCELLED, steps: [] });
      let outcome: CallOutcome<StepOutput>;
      if (step.name === 'compile') {
        if (!spec.compiles) continue;
        const compiled = await this.pool(spec, 'compile').call('compile', job, step.timeoutMs, options.signal);
        outcome = compiled.kind === 'done' ? { ...compiled, value: compiled.value.output } : compiled;
        if (compiled.kind === 'done') job.artifact = compiled.value.artifact;
      } else {
        outcome = await this.pool(spec, 'run').call('run', { ...job, argv: step.argv, cwd: step.cwd }, step.timeoutMs, options.signal);
      }
      if (outcome.kind === 'broken') return result({ unavailable: outcome.reason, steps: [] });
      if (outcome.kind === 'cancelled') return result({ infraError: CANCELLED, steps: [] });
      // A compiler running as WebAssembly is many times slower than the native one: its timeout is ours.
      if (outcome.kind === 'timeout' && step.name === 'compile') {
        return result({ unavailable: `${spec.id} did not finish compiling within ${step.timeoutMs / 1000} s`, steps: [] });
      }
      if (outcome.kind === 'done' && outcome.value.unavailable !== undefined) return result({ unavailable: outcome.value.unavailable, steps: [] });
      const stepResult = toStepResult(step.name, outcome);
      steps.push(stepResult);
      const failed = stepResult.timedOut || stepResult.exitCode !== 0;
      if (failed && !step.ignoreFailure) break;
    }
    return result({ steps });
  }

  async close(): Promise<void> {
    for (const pool of this.pools.values()) pool.close();
    this.pools.clear();
    await this.options.onClose?.();
  }
}

function toStepResult(name: StepResult['name'], outcome: Exclude<CallOutcome<StepOutput>, { kind: 'broken' | 'cancelled' }>): StepResult {
  if (outcome.kind === 'timeout' || outcome.kind === 'memory') {
    const timedOut = outcome.kind === 'timeout';
    const stderr = timedOut ? '' : outcome.reason;
    return { name, exitCode: null, signal: 'SIGKILL', stdout: '', stderr, timedOut, memoryExceeded: !timedOut, truncated: false, wallMs: outcome.wallMs };
  }
  const o = outcome.value;
  return {
    name, exitCode: o.exitCode, signal: o.signal, stdout: o.stdout, stderr: o.stderr, timedOut: false, memoryExceeded: false, truncated: o.truncated,
    ...(o.stdoutTruncated !== undefined ? { stdoutTruncated: o.stdoutTruncated, stderrTruncated: o.stderrTruncated } : {}),
    ...(o.stdoutEnd !== undefined ? { stdoutEnd: o.stdoutEnd } : {}),
    ...(o.stderrEnd !== undefined ? { stderrEnd: o.stderrEnd } : {}),
    wallMs: outcome.wallMs,
  };
}
