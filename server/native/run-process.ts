import { spawn } from 'node:child_process';
import { StreamEnd, type StepResult } from '@mcjudge/core';

export interface ProcessSpec {
  name: StepResult['name'];
  file: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
  /** Bytes kept of stdout and of stderr each; the rest is read and dropped. */
  outputCap: number;
  /** Open files the child gets at these descriptors (3 and up): child fd → this process's fd. */
  openFiles?: Record<number, number>;
  /** A pipe at this descriptor of the child: `started` in the result says whether anything came through it. */
  witnessFd?: number;
  /**
   * How to stop it on timeout (default: SIGKILL its process group). The group is SIGKILLed anyway once
   * it has exited, or `stopGraceMs` after `stop` if it has not.
   */
  stop?: (pid: number) => void;
  stopGraceMs?: number;
  /**
   * Charge the timeout in CPU time: the process times out once its tree has used `limitMs` of CPU
   * (read by `usedMs`, polled), while `timeoutMs` becomes only the wall-clock cap. So a busy machine,
   * which slows the wall clock but not the CPU a program needs, does not turn a pass into a timeout.
   */
  cpu?: { limitMs: number; usedMs: () => Promise<number>; pollMs?: number };
  /** A cancel: the process is stopped as on a timeout (the result is no verdict; the caller knows why). */
  signal?: AbortSignal;
}

/**
 * stdio for spawn: stdin closed (or piped), stdout and stderr piped, then `openFiles` and the witness pipe
 * at their numbers, 'ignore' in the gaps.
 */
export function stdioWith<File = number>(openFiles: Record<number, File> = {}, witnessFd?: number, stdin: 'ignore' | 'pipe' = 'ignore'): ('ignore' | 'pipe' | File)[] {
  const stdio: ('ignore' | 'pipe' | File)[] = [stdin, 'pipe', 'pipe'];
  const place = (at: number, what: 'pipe' | File) => {
    while (stdio.length <= at) stdio.push('ignore');
    stdio[at] = what;
  };
  for (const [childFd, fd] of Object.entries(openFiles)) place(Number(childFd), fd);
  if (witnessFd !== undefined) place(witnessFd, 'pipe');
  return stdio;
}

/** What runProcess reports beyond the step: whether the witness pipe saw the program start. */
export type ProcessResult = StepResult & { started?: boolean };

/**
 * Runs one process: stdin closed, its own process group (killed whole on timeout and after exit, so no
 * background child survives), stdout/stderr capped. Never rejects: failures are data.
 */
export function runProcess(spec: ProcessSpec): Promise<ProcessResult> {
  const startedAt = performance.now();
  const child = spawn(spec.file, spec.args, { cwd: spec.cwd, env: spec.env, stdio: stdioWith(spec.openFiles, spec.witnessFd), detached: true });
  return superviseProcess(child, spec, startedAt);
}

/**
 * The parts of a child process that superviseProcess watches: a ChildProcess, or a process the sandbox's
 * spawner started (its pipes handed over, its exit reported: spawner.ts).
 */
export interface SupervisedChild {
  readonly pid?: number;
  readonly spawnfile: string;
  readonly stdout: NodeJS.ReadableStream | null;
  readonly stderr: NodeJS.ReadableStream | null;
  readonly stdio: readonly (NodeJS.ReadableStream | NodeJS.WritableStream | null | undefined)[];
  on(event: 'error', listener: (e: Error) => void): this;
  on(event: 'exit', listener: (code: number | null, signal: NodeJS.Signals | null) => void): this;
  on(event: 'close', listener: (code: number | null, signal: NodeJS.Signals | null) => void): this;
}

/**
 * runProcess for a child already spawned (detached, with stdio as stdioWith makes it) that has not run
 * anything of the program's yet: a pre-started sandbox launcher, which the caller lets go right after
 * this. Its timeouts count from now. The child must not have exited, and must have an 'error' listener.
 */
export function superviseProcess(child: SupervisedChild, spec: Omit<ProcessSpec, 'file' | 'args' | 'cwd' | 'env' | 'openFiles'>, startedAt = performance.now()): Promise<ProcessResult> {
  return new Promise((resolveResult) => {
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let outBytes = 0;
    let errBytes = 0;
    let truncated = false;
    let timedOut = false;
    let settled = false;
    let started = false;
    const witness = spec.witnessFd === undefined ? undefined : (child.stdio[spec.witnessFd] as NodeJS.ReadableStream | null);
    witness?.on('data', () => (started = true));
    witness?.on('error', () => {});
    const killGroup = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    };
    let backstop: NodeJS.Timeout | undefined;
    const stop = () => {
      if (!spec.stop || !child.pid) return killGroup();
      spec.stop(child.pid);
      backstop = setTimeout(killGroup, spec.stopGraceMs ?? 2000);
    };
    const cut = { stdout: false, stderr: false };
    const ends = { stdout: new StreamEnd(), stderr: new StreamEnd() };
    const take = (stream: 'stdout' | 'stderr', chunks: Buffer[], bytes: number, b: Buffer): number => {
      ends[stream].push(b);
      const room = spec.outputCap - bytes;
      if (room <= 0) {
        truncated = cut[stream] = true;
        return bytes;
      }
      if (b.length > room) truncated = cut[stream] = true;
      chunks.push(b.length > room ? b.subarray(0, room) : b);
      return bytes + Math.min(room, b.length);
    };
    child.stdout!.on('data', (b: Buffer) => (outBytes = take('stdout', out, outBytes, b)));
    child.stderr!.on('data', (b: Buffer) => (errBytes = take('stderr', err, errBytes, b)));
    const timeOut = () => {
      if (timedOut || settled) return;
      timedOut = true;
      stop();
    };
    const timer = setTimeout(timeOut, spec.timeoutMs);
    const cancel = () => {
      if (!settled) stop();
    };
    if (spec.signal?.aborted) cancel();
    else spec.signal?.addEventListener('abort', cancel, { once: true });
    const cpu = spec.cpu;
    const cpuPoll = cpu && setInterval(() => {
      void cpu.usedMs().then((used) => {
        if (used >= cpu.limitMs) timeOut();
      }, () => {});
    }, cpu.pollMs ?? 100);
    const finish = (exitCode: number | null, signal: string | null, spawnError?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(cpuPoll);
      clearTimeout(backstop);
      spec.signal?.removeEventListener('abort', cancel);
      killGroup();
      resolveResult({
        name: spec.name,
        exitCode,
        signal: timedOut ? 'SIGKILL' : signal,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8') + (spawnError ? `\n${spawnError}` : ''),
        timedOut,
        memoryExceeded: false,
        truncated,
        stdoutTruncated: cut.stdout,
        stderrTruncated: cut.stderr,
        ...(cut.stdout ? { stdoutEnd: ends.stdout.kept() } : {}),
        ...(cut.stderr ? { stderrEnd: ends.stderr.kept() } : {}),
        wallMs: Math.round(performance.now() - startedAt),
        ...(witness ? { started } : {}),
      });
    };
    child.on('error', (e) => finish(null, null, `cannot start ${child.spawnfile}: ${e.message}`));
    // 'close' waits for the pipes; a grandchild holding them is killed with the group on 'exit'.
    child.on('exit', () => {
      clearTimeout(backstop);
      killGroup();
    });
    child.on('close', (code, signal) => finish(code, signal));
  });
}
