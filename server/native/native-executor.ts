import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cancelledResult, replacesOfficial, type ExecResult, type ExecuteOptions, type Executor, type Language, type Program, type RuntimeId, type Step, type StepResult, type Tool } from '@mcjudge/core';

/** The tools a language runs with here: the official ones (alternative -1) or recipe.alternatives[i]. */
interface Toolchain {
  tools: Tool[];
  alternative: number;
}
import { resolveTool, toolProbe } from './tool-lookup.ts';
import { runProcess } from './run-process.ts';
import { SandboxFault, type Sandbox, type Slot } from '../sandbox/sandbox.ts';
import { BOX, DEPS } from '../sandbox/bwrap-command.ts';
import { limitsFor } from '../sandbox/limits.ts';
import { DependencyCache } from './dependency-cache.ts';
import { copyPrebuilt } from './prebuilt-tree.ts';
import { bareProgramEnv } from './program-env.ts';
import { WarmCompilers } from './warm/warm-compilers.ts';
import { shortcutPrintedAllowed } from './shortcut-output.ts';

export interface NativeExecutorOptions {
  /** Bytes kept of each stream per process (default 1 MiB). */
  outputCap?: number;
  /** Where run folders are made without a sandbox (default: the OS temp dir). */
  workRoot?: string;
  /** Keep run folders for inspection. */
  keep?: boolean;
  /** Run every process isolated and limited. Without it, programs run bare: trusted code only. */
  sandbox?: Sandbox;
  /** Prebuilt dependencies (Rust crates) live here; default /var/cache/mcjudge (root) or ~/.cache/mcjudge. */
  cacheDir?: string;
  /**
   * Once aborted (a server stopping), no process starts and no program is tried again: what has not
   * finished ends as an infra error, so nothing outlives the stop that killed the running programs.
   */
  stopping?: AbortSignal;
  /** Compile with warm compilers where one exists (TypeScript's tsc, Java's source launcher, `kotlinc -script`, Scala 2's `scala -nc`, erlc) and run Racket, Scheme, R and Emacs Lisp from zygotes (default on), see warm-compilers.ts. */
  warmCompilers?: boolean;
}

/** How often a program is tried when the host fails to start it, and the first pause between tries. */
const HOST_FAULT_ATTEMPTS = 3;
const HOST_FAULT_PAUSE_MS = 500;

/** Resolves after `ms`, or at once when `signal` aborts. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((done) => {
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), done()), { once: true });
  });
}

/** The project's node_modules: npm-installed tools (tsc, coffee) must be visible inside the sandbox. */
const PROJECT_MODULES = resolve(dirname(fileURLToPath(import.meta.url)), '../../node_modules');
/** Host folders already visible inside the sandbox. */
const VISIBLE = ['/usr/', '/opt/', PROJECT_MODULES + '/'];

/**
 * Runs programs with the toolchains installed on this host, one temporary folder per run, stdin closed,
 * each process killed with its whole tree on timeout. With `sandbox`, every process runs through
 * bubblewrap with the language's limits; without it this is NOT a security boundary.
 */
export class NativeExecutor implements Executor {
  readonly name: string;
  private readonly cleanup = new Set<Promise<unknown>>();
  private readonly deps: DependencyCache;
  private readonly warm: WarmCompilers | undefined;
  /** readOnlyFor per toolchain (tool paths do not move while the executor lives). */
  private readonly readOnlyCache = new WeakMap<Tool[], string[]>();
  constructor(private readonly options: NativeExecutorOptions = {}) {
    this.name = options.sandbox ? 'native' : 'native-unsandboxed';
    this.deps = new DependencyCache(options.cacheDir);
    this.warm = options.warmCompilers === false ? undefined : new WarmCompilers(options.sandbox);
  }

  /** Waits until every run folder is removed, then closes the sandbox (this executor owns it). */
  async close(): Promise<void> {
    this.warm?.close();
    await Promise.all(this.cleanup);
    this.cleanup.clear();
    await this.options.sandbox?.close();
  }

  /** The toolchain this host runs the language with: the official one, else the first alternative installed. */
  private toolchain(language: Language): Toolchain | string {
    const alternatives = (language.recipe.alternatives ?? []).map((a, i) => ({ ...a, alternative: i }));
    const installed = (o: { tools: Tool[] }) => o.tools.every((t) => resolveTool(t));
    // An older release of the official tool that needs its own flags, or a faster way the installed
    // tool supports, comes first when its version or probe says so.
    for (const a of alternatives) {
      if (!replacesOfficial(a) || !installed(a)) continue;
      if (a.whenVersion && new RegExp(a.whenVersion).test(resolveTool(a.tools[0])!.version)) return a;
      if (a.whenProbe && toolProbe(a.tools[0], a.whenProbe.args, a.whenProbe.matches)) return a;
    }
    const fallbacks = alternatives.filter((a) => !replacesOfficial(a));
    const options: Toolchain[] = [{ tools: language.tools, alternative: -1 }, ...fallbacks];
    for (const o of options) if (installed(o)) return o;
    const missing = language.tools.filter((t) => !resolveTool(t)).map((t) => `${t.name} (looked for ${t.candidates.join(', ')})`);
    const others = fallbacks.map((a) => a.tools.map((t) => t.name).join('+'));
    return `${language.name} needs ${missing.join(' and ')}${others.length ? ` or ${others.join(' or ')}` : ''}, not found on this host`;
  }

  async unavailableReason(language: Language): Promise<string | undefined> {
    const chain = this.toolchain(language);
    return typeof chain === 'string' ? chain : undefined;
  }

  async runtime(language: Language): Promise<RuntimeId> {
    return this.runtimeOf(language, this.toolchain(language));
  }

  private runtimeOf(language: Language, chain: Toolchain | string): RuntimeId {
    if (language.tools.length === 0) return { id: 'mcjudge-compare', version: '1' };
    const tools = typeof chain === 'string' ? language.tools : chain.tools;
    // The tool that can say its version (AWK's first tool is the shell that runs the command line).
    const main = tools.find((t) => t.versionArgs.length) ?? tools[0];
    return { id: `native:${main.name}`, version: resolveTool(main)?.version ?? 'missing' };
  }

  /**
   * Runs the program; a host fault (the sandbox could not start a process: a failed fork, cgroup or
   * mount under load) is no verdict: the whole program runs again after a pause, and only when the host
   * keeps failing does it end as an infra error, which a rerun of the evaluation retries.
   */
  async execute(program: Program, language: Language, options: ExecuteOptions = {}): Promise<ExecResult> {
    const started = performance.now();
    const { signal } = options;
    const cancelled = () => cancelledResult(this.runtimeOf(language, this.toolchain(language)), Math.round(performance.now() - started));
    for (let attempt = 1; ; attempt++) {
      if (signal?.aborted) return cancelled();
      try {
        const result = await this.attempt(program, language, signal);
        // Its processes were killed by the cancel: what they left is no outcome.
        return signal?.aborted ? cancelled() : result;
      } catch (e) {
        if (!(e instanceof SandboxFault)) throw e;
        if (signal?.aborted) return cancelled();
        const stopped = this.options.stopping?.aborted;
        if (attempt >= HOST_FAULT_ATTEMPTS || stopped) {
          const runtime = this.runtimeOf(language, this.toolchain(language));
          const why = stopped ? 'the executor is stopping' : `tried ${attempt} times`;
          return { infraError: `${e.message} (${why})`, steps: [], runtime, wallMs: Math.round(performance.now() - started) };
        }
        await pause(HOST_FAULT_PAUSE_MS * 2 ** (attempt - 1), this.options.stopping);
      }
    }
  }

  private async attempt(program: Program, language: Language, signal: AbortSignal | undefined): Promise<ExecResult> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const chain = this.toolchain(language);
    const runtime = this.runtimeOf(language, chain);
    if (typeof chain === 'string') return { unavailable: chain, steps: [], runtime, wallMs: 0 };
    const sandbox = this.options.sandbox;
    let slot: Slot | undefined;
    let dir: string | undefined;
    try {
      const prebuilt = language.recipe.prebuilt ? await this.deps.ensure(language) : undefined;
      if (prebuilt && 'failed' in prebuilt) return { infraError: prebuilt.failed, steps: [], runtime, wallMs: elapsed() };
      slot = sandbox ? await sandbox.acquire() : undefined;
      dir = sandbox && slot ? await sandbox.makeRunDir(slot) : await mkdtemp(join(this.options.workRoot ?? tmpdir(), 'mcjudge-'));
      const alternative = chain.alternative >= 0 ? program.alternatives?.[chain.alternative] : undefined;
      if (chain.alternative >= 0 && !alternative) return { infraError: `the program has no steps for ${language.name}'s alternative toolchain`, steps: [], runtime, wallMs: elapsed() };
      const written = await writeProgram(dir, program, alternative?.files ?? []);
      if (sandbox && slot) await sandbox.handOver(slot, dir, written);
      // The prebuilt's writable copies (Go's build cache) are the official commands' own: made before the
      // first one runs, so a program whose steps all stand on their shortcuts (which read {deps}) has none.
      let copies: Promise<void> | undefined;
      const copyPrebuilts = () =>
        (copies ??= (async () => {
          const made: string[] = [];
          for (const folder of language.recipe.prebuilt?.copy ?? []) {
            if (prebuilt) made.push(...(await copyPrebuilt(join(prebuilt.dir, folder), join(dir!, folder))));
          }
          if (sandbox && slot) await sandbox.handOver(slot, dir!, made);
        })());
      // Paths as the program sees them: inside the sandbox the run folder is BOX and the deps DEPS.
      const places = { tmp: sandbox ? BOX : dir, deps: sandbox ? DEPS : (prebuilt?.dir ?? '') };
      const steps: StepResult[] = [];
      const planned = alternative?.steps ?? program.steps;
      for (const [index, step] of planned.entries()) {
        if (this.options.stopping?.aborted) return { infraError: `the executor stopped before step ${step.name}`, steps, runtime, wallMs: elapsed() };
        if (signal?.aborted) return cancelledResult(runtime, elapsed());
        const command = (words: string[]) => [this.toolPath(words[0], chain.tools, join(dir!, step.cwd ?? '')), ...words.slice(1)].map((a) => fill(a, places));
        const argv = command(step.argv);
        const env = Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, fill(v, places)]));
        const outputCap = this.options.outputCap ?? 1 << 20;
        const served = !step.cwd && this.warm?.serves(step)
          ? await this.warm.run({
              command: step.argv[0], name: step.name, toolPath: argv[0], args: argv.slice(1), cwd: places.tmp, files: [...program.files, ...(alternative?.files ?? [])], assets: program.assets, timeoutMs: step.timeoutMs, outputCap, limits: sandbox ? limitsFor(language, step, sandbox.report.slots) : undefined, signal,
              shortcut: step.shortcut && prebuilt ? step.shortcut.slice(1).map((a) => fill(a, { tmp: places.tmp, deps: prebuilt.dir })) : undefined, shortcutStdout: step.shortcutStdout, deps: prebuilt?.dir,
            })
          : undefined;
        const warm = typeof served === 'object' ? served : undefined;
        if (warm) {
          const paths = await writeOutputs(dir, warm.written, 'executables' in warm ? warm.executables : undefined);
          if (sandbox && slot) await sandbox.handOver(slot, dir, paths);
        }
        // A warm compile the step goes on from (Java's source launcher): the same tool with the warm
        // compiler's arguments runs in what is left of the step's time, and the step's wall time is both.
        const goesOn = warm && 'then' in warm ? warm : undefined;
        const runArgv = goesOn ? [argv[0], ...goesOn.then] : argv;
        const runStep = goesOn ? { ...step, timeoutMs: Math.max(1, step.timeoutMs - goesOn.wallMs) } : step;
        const runDir = dir;
        // Another process follows in this folder (a later step): the slot's next sandbox waits there.
        const launch = (words: string[], followed: boolean, timeoutMs = runStep.timeoutMs): Promise<StepResult> =>
          sandbox && slot
            ? sandbox.run({
                name: step.name, slot, runDir, cwd: step.cwd ?? '', argv: words, env, outputCap,
                limits: limitsFor(language, { ...runStep, timeoutMs }, sandbox.report.slots),
                readOnly: this.readOnlyFor(chain.tools), deps: prebuilt?.dir, signal, nextStepHere: followed,
              })
            : runProcess({
                name: step.name, file: words[0], args: words.slice(1), cwd: join(runDir, step.cwd ?? ''), outputCap, timeoutMs,
                env: bareProgramEnv(runDir, env), signal,
              });
        // A shortcut's outcome stands only when it succeeded silently (or printed just what its recipe
        // allows), in at most half the step's time (near the limit, the slower official command could
        // have timed out): it gets no more than that. Else the step's own command runs and gives the
        // result, with the shortcut's time added to the step's.
        const more = index < planned.length - 1;
        const halfMs = Math.max(1, Math.floor(runStep.timeoutMs / 2));
        // Only a first step's: when it does not stand, the run folder is put back as the program was written.
        // The sandbox that waits meanwhile is made for what follows a shortcut that stands (the next step,
        // else the next program: Go's stands for every program that passes), so the step's own command
        // after one that does not starts a sandbox of its own.
        const quick = !warm && served !== 'shortcut fails' && step.shortcut && index === 0 ? await launch(command(step.shortcut), more, halfMs) : undefined;
        const kept = quick && shortcutStands(quick, step.shortcutStdout) && quick.wallMs <= halfMs ? quick : undefined;
        if (quick && !kept && signal?.aborted) return cancelledResult(runtime, elapsed());
        if (quick && !kept) {
          // The shortcut may have run the program (Go's test binary): nothing it left may reach the
          // official command, which must start from the folder it would have had alone.
          const rewritten = await rewriteProgram(dir, program, alternative?.files ?? []);
          if (sandbox && slot) await sandbox.handOver(slot, dir, rewritten);
        }
        const ran = warm && 'step' in warm ? warm.step : (kept ?? (await copyPrebuilts(), await launch(runArgv, more)));
        const spentMs = (goesOn?.wallMs ?? 0) + (quick && !kept ? quick.wallMs : 0);
        const result = spentMs ? { ...ran, wallMs: ran.wallMs + spentMs } : ran;
        steps.push(result);
        const failed = result.timedOut || result.exitCode !== 0;
        if (step.name === 'compile' && failed && !step.ignoreFailure) break;
      }
      return { steps, runtime, wallMs: elapsed() };
    } catch (e) {
      if (e instanceof SandboxFault) throw e;
      return { infraError: `native executor: ${(e as Error).message}`, steps: [], runtime, wallMs: elapsed() };
    } finally {
      if (dir && !this.options.keep) {
        // Removal does not hold up the verdict (except a sandbox slot's, which the next run reuses).
        const removal: Promise<unknown> = rm(dir, { recursive: true, force: true }).catch(() => undefined);
        if (slot && sandbox) {
          await removal;
          sandbox.release(slot);
        } else {
          const tracked = removal.finally(() => this.cleanup.delete(tracked));
          this.cleanup.add(tracked);
        }
      } else if (slot && sandbox) sandbox.release(slot);
    }
  }

  /** argv[0] as a path: the program's own binary (`./x`), a tool of the language, or a plain command. */
  private toolPath(cmd: string, tools: Tool[], cwd: string): string {
    if (cmd.startsWith('./')) return this.options.sandbox ? cmd : join(cwd, cmd);
    const tool = tools.find((t) => t.name === cmd);
    return tool ? resolveTool(tool)!.path : cmd;
  }

  /** Folders the sandbox must show read-only: where tools outside /usr and /opt live (npm's tsc, coffee). */
  private readOnlyFor(tools: Tool[]): string[] {
    let folders = this.readOnlyCache.get(tools);
    if (!folders) this.readOnlyCache.set(tools, (folders = this.findReadOnly(tools)));
    return folders;
  }

  private findReadOnly(tools: Tool[]): string[] {
    const folders = new Set<string>();
    for (const t of tools) {
      const found = resolveTool(t);
      if (!found) continue;
      for (const p of [found.path, realpathSync(found.path)]) {
        // An npm tool is a link into its package, which may load any other package: show them all.
        if (p.startsWith(PROJECT_MODULES + '/')) folders.add(PROJECT_MODULES);
        else if (!VISIBLE.some((v) => p.startsWith(v))) folders.add(dirname(p));
      }
    }
    return [...folders];
  }
}


/**
 * What a shortcut must do for its outcome to stand: exit 0 in time, print nothing on stderr, and on
 * stdout nothing, or exactly what its recipe allows (`stdout`, matched whole).
 */
function shortcutStands(r: StepResult, stdout: string | undefined): boolean {
  return r.exitCode === 0 && !r.signal && !r.timedOut && !r.memoryExceeded && !r.truncated && shortcutPrintedAllowed(r.stdout, stdout) && r.stderr === '';
}

function fill(text: string, places: { tmp: string; deps: string }): string {
  return text.split('{tmp}').join(places.tmp).split('{deps}').join(places.deps);
}

/** Writes the program's files and assets; returns every path made (for handing them to the sandbox's uid). */
/** Files a warm compiler emitted, written where the real command would have written them. */
async function writeOutputs(dir: string, files: Record<string, string | Uint8Array>, executables: string[] = []): Promise<string[]> {
  const paths: string[] = [];
  for (const [name, text] of Object.entries(files)) {
    const path = join(dir, name);
    // Folders it made are handed over too: the program may remove what is in them (McjudgeWarmLauncher does).
    const first = await mkdir(dirname(path), { recursive: true });
    for (let made = dirname(path); first && made.startsWith(first); made = dirname(made)) paths.push(made);
    await writeFile(path, text, { mode: executables.includes(name) ? 0o755 : 0o644 });
    paths.push(path);
  }
  return paths;
}

/** Empties the run folder and writes the program again: what a shortcut that did not stand leaves. */
async function rewriteProgram(dir: string, program: Program, extra: Program['files']): Promise<string[]> {
  for (const entry of await readdir(dir)) await rm(join(dir, entry), { recursive: true, force: true });
  return writeProgram(dir, program, extra);
}

async function writeProgram(dir: string, program: Program, extra: Program['files']): Promise<string[]> {
  const made = new Set<string>([dir]);
  const paths: string[] = [];
  // Synchronous: a program's few small files in its run folder write in microseconds each, less than a
  // trip through libuv's thread pool.
  const ensure = (folder: string) => {
    if (made.has(folder)) return;
    ensure(dirname(folder));
    try {
      mkdirSync(folder);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    made.add(folder);
    paths.push(folder);
  };
  for (const f of [...program.assets, ...program.files, ...extra]) {
    const file = join(dir, f.path);
    ensure(dirname(file));
    writeFileSync(file, f.text);
    paths.push(file);
  }
  for (const step of [...program.steps, ...(program.alternatives ?? []).flatMap((a) => a.steps)]) ensure(join(dir, step.cwd ?? ''));
  return paths;
}
