import { spawn, type ChildProcess } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { Sandbox } from '../../sandbox/sandbox.ts';

const SERVICE = join(dirname(fileURLToPath(import.meta.url)), 'tsc-service.cjs');
/** A compiler process is replaced after this many programs (its heap only grows with the lib cache's use). */
const PROGRAMS_PER_PROCESS = 500;

export interface WarmCompile {
  /** The folder `tsc` would run in, as the compiler sees it (the sandbox's /box, or the run folder). */
  cwd: string;
  /** tsc's arguments (without `tsc`). */
  args: string[];
  /** The program's files, by name relative to cwd. */
  files: Record<string, string>;
  timeoutMs: number;
}

export type WarmOutcome =
  | { kind: 'done'; exitCode: number; stdout: string; written: Record<string, string>; wallMs: number }
  | { kind: 'timeout'; wallMs: number }
  /** The warm compiler could not answer (it crashed, refused the arguments): run the real command instead. */
  | { kind: 'failed'; reason: string };

interface Answer {
  id: number;
  exitCode?: number;
  stdout?: string;
  written?: Record<string, string>;
  error?: string;
}

/** One compiler process: requests one at a time, answers matched by id. */
class CompilerProcess {
  served = 0;
  private nextId = 0;
  private readonly waiting = new Map<number, (a: Answer | Error) => void>();
  dead = false;
  constructor(private readonly child: ChildProcess, private readonly kill: () => void) {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      let answer: Answer;
      try {
        answer = JSON.parse(line) as Answer;
      } catch {
        return this.fail(new Error(`the warm compiler wrote something other than an answer: ${line.slice(0, 200)}`));
      }
      const done = this.waiting.get(answer.id);
      this.waiting.delete(answer.id);
      done?.(answer);
    });
    child.on('exit', (code, signal) => this.fail(new Error(`the warm compiler exited (${signal ?? `code ${code}`})`)));
    child.on('error', (e) => this.fail(e));
    child.stdin!.on('error', () => {});
  }

  private fail(e: Error): void {
    this.dead = true;
    for (const done of this.waiting.values()) done(e);
    this.waiting.clear();
  }

  ask(request: Omit<WarmCompile, 'timeoutMs'>): Promise<Answer | Error> {
    const id = ++this.nextId;
    this.served++;
    return new Promise((resolveAnswer) => {
      this.waiting.set(id, resolveAnswer);
      this.child.stdin!.write(JSON.stringify({ id, ...request }) + '\n');
    });
  }

  stop(): void {
    this.dead = true;
    this.kill();
  }
}

/**
 * `tsc` kept warm: a pool of compiler processes (tsc-service.cjs, the same `typescript` package as the
 * `tsc` found on this host), each compiling one program at a time with the standard library parsed
 * once, in the sandbox like any program when there is one. The compiler runs none of the programs'
 * code. A timeout kills its process; a crash or a refusal hands the step back to the real command.
 */
export class WarmTsc {
  private readonly idle: CompilerProcess[] = [];
  private readonly all = new Set<CompilerProcess>();
  private readonly typescript: string;

  constructor(tscPath: string, private readonly sandbox?: Sandbox) {
    // node_modules/.bin/tsc → node_modules/typescript/bin/tsc → the package.
    this.typescript = resolve(dirname(realpathSync(tscPath)), '..');
  }

  async compile(request: WarmCompile): Promise<WarmOutcome> {
    let compiler: CompilerProcess;
    try {
      compiler = this.idle.pop() ?? (await this.start());
    } catch (e) {
      return { kind: 'failed', reason: `the warm compiler did not start: ${(e as Error).message}` };
    }
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((r) => (timer = setTimeout(() => r('timeout'), request.timeoutMs)));
    const { timeoutMs: _, ...ask } = request;
    const answer = await Promise.race([compiler.ask(ask), timeout]);
    clearTimeout(timer);
    const wallMs = Math.round(performance.now() - started);
    if (answer === 'timeout') {
      this.retire(compiler);
      return { kind: 'timeout', wallMs };
    }
    if (answer instanceof Error || answer.error !== undefined || answer.exitCode === undefined) {
      this.retire(compiler);
      return { kind: 'failed', reason: answer instanceof Error ? answer.message : (answer.error ?? 'no exit code').split('\n')[0] };
    }
    if (compiler.dead || compiler.served >= PROGRAMS_PER_PROCESS) this.retire(compiler);
    else this.idle.push(compiler);
    return { kind: 'done', exitCode: answer.exitCode, stdout: answer.stdout ?? '', written: answer.written ?? {}, wallMs };
  }

  close(): void {
    for (const c of this.all) c.stop();
    this.all.clear();
    this.idle.length = 0;
  }

  private retire(compiler: CompilerProcess): void {
    compiler.stop();
    this.all.delete(compiler);
  }

  private async start(): Promise<CompilerProcess> {
    const argv = [process.execPath, SERVICE, this.typescript];
    let compiler: CompilerProcess;
    if (this.sandbox) {
      const service = await this.sandbox.spawnService({
        argv,
        readOnly: [dirname(SERVICE), this.typescript],
        diskMb: 16,
        // Many programs over its life: the CPU limit is the backstop of a runaway compiler, the timeout is per program.
        limits: { memoryMb: 2048, cpuSeconds: 24 * 3600 },
      });
      service.process.stderr?.resume();
      compiler = new CompilerProcess(service.process, () => service.kill());
      unref(service.process);
    } else {
      const child = spawn(argv[0], argv.slice(1), { stdio: ['pipe', 'pipe', 'ignore'] });
      compiler = new CompilerProcess(child, () => child.kill('SIGKILL'));
      unref(child);
    }
    this.all.add(compiler);
    return compiler;
  }
}

/** An idle compiler does not keep this process alive (a request in flight has its own timer that does). */
function unref(child: ChildProcess): void {
  for (const handle of [child, child.stdin, child.stdout, child.stderr]) (handle as unknown as { unref?: () => void } | null)?.unref?.();
}
