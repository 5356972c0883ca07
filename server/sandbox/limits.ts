import type { Language, Step } from '@mcjudge/core';

/** What one sandboxed process may use. Wall time is the step's own timeout. */
export interface SandboxLimits {
  wallMs: number;
  /** CPU seconds per process (RLIMIT_CPU); a backstop behind the wall clock. */
  cpuSeconds: number;
  /** Memory of the whole process tree (cgroup), or of each process (RLIMIT_AS backstop) without cgroups. */
  memoryMb: number;
  /** Processes and threads (cgroup pids.max, and RLIMIT_NPROC of the slot's own uid). */
  processes: number;
  /** Largest file a process may write (RLIMIT_FSIZE). */
  fileSizeMb: number;
  openFiles: number;
  /** Size of the sandbox's private /tmp. */
  tmpMb: number;
}

export const DEFAULT_LIMITS: Omit<SandboxLimits, 'wallMs' | 'cpuSeconds'> = {
  memoryMb: 2048,
  processes: 256,
  fileSizeMb: 256,
  openFiles: 512,
  tmpMb: 256,
};

/** RLIMIT_AS cannot go below this: the JVM, Go, Node, SBCL and Erlang reserve that much address space. */
export const ADDRESS_SPACE_FLOOR_MB = 4096;

/** The limits of one step of a language's program: its wall time, the language's overrides, the defaults. */
export function limitsFor(language: Language, step: Step, cores: number): SandboxLimits {
  const wallSeconds = Math.ceil(step.timeoutMs / 1000);
  return {
    ...DEFAULT_LIMITS,
    ...language.limits,
    wallMs: step.timeoutMs,
    // Every core busy for the whole wall time, plus a second: only a runaway process meets it first.
    cpuSeconds: wallSeconds * Math.max(1, cores) + 1,
  };
}
