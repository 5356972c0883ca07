import { availableParallelism } from 'node:os';
import { LANGUAGES, type Language, type RuntimeId } from '@mcjudge/core';
import { killChildProcessGroups } from '../http/child-processes.ts';
import { InFlightExecutor } from '../http/in-flight-executor.ts';
import { NativeExecutor } from '../native/native-executor.ts';
import { Sandbox, type SandboxReport } from '../sandbox/sandbox.ts';
import { serveQueues } from './serve-queues.ts';
import type { RedisTarget } from './redis-connection.ts';

export interface StartWorkerOptions {
  redis: RedisTarget;
  /** Programs at once across all queues, and sandbox slots (default: cores). */
  slots?: number;
  /** Serve only these (default: every language whose toolchain is installed here). */
  languages?: Language[];
  /** Run programs bare (trusted code only). Without it the worker refuses to start if it cannot sandbox. */
  unsafeNoSandbox?: boolean;
  /** Key prefix shared with the producers (default `mcjudge`). */
  prefix?: string;
  /** Job lock lifetime and stalled-check period (default 30 s): how soon a dead worker's job is taken over. */
  stalledIntervalMs?: number;
  /** Added to a program's own budget before the worker gives a job up as lost (default 60 s). */
  deadlineMarginMs?: number;
  log?: (line: string) => void;
}

export interface WorkerStopOptions {
  /**
   * Kill the running programs (every detached child process group of this process) instead of letting
   * them finish; their jobs go back to the queue. Only for a process about to exit (`mcjudge worker`
   * on SIGTERM/SIGINT).
   */
  killPrograms?: boolean;
  /** How long running programs get to end before the queues are closed anyway (default 60 s; 2 s when killing). */
  graceMs?: number;
}

export interface RunningWorker {
  id: string;
  slots: number;
  /** What this worker takes jobs for, with the runtime that runs each. */
  languages: { language: Language; runtime: RuntimeId }[];
  /** Languages asked for (or all) that this host cannot run, with the reason. */
  skipped: { language: Language; reason: string }[];
  sandbox: SandboxReport | null;
  stop(options?: WorkerStopOptions): Promise<void>;
}

/** No language asked for can run here: nothing to serve. */
export class NothingToServe extends Error {}

/**
 * `mcjudge worker`: the sandboxed native toolchains of this host serving the queues of every language
 * they can run. Checks the sandbox first (throws SandboxUnavailable unless unsafeNoSandbox), then
 * which toolchains are installed (each probed once: about 20 s for all 40 languages).
 */
export async function startWorker(options: StartWorkerOptions): Promise<RunningWorker> {
  const slots = options.slots ?? availableParallelism();
  const sandbox = options.unsafeNoSandbox ? undefined : await Sandbox.start({ slots });
  const stop = new AbortController();
  const executor = new InFlightExecutor(new NativeExecutor({ sandbox, stopping: stop.signal }));
  const languages: RunningWorker['languages'] = [];
  const skipped: RunningWorker['skipped'] = [];
  for (const language of options.languages ?? LANGUAGES) {
    const reason = await executor.unavailableReason(language);
    if (reason === undefined) languages.push({ language, runtime: await executor.runtime(language) });
    else skipped.push({ language, reason });
  }
  if (languages.length === 0) {
    await executor.close();
    throw new NothingToServe(`this host can run none of the languages asked for: ${skipped.map((s) => s.reason).join('; ')}`);
  }
  let service;
  try {
    service = await serveQueues(executor, {
      redis: options.redis,
      prefix: options.prefix,
      slots,
      languages,
      stalledIntervalMs: options.stalledIntervalMs,
      deadlineMarginMs: options.deadlineMarginMs,
      stopping: stop.signal,
      sandbox: sandbox ? sandbox.report.isolation : 'none (--unsafe-no-sandbox)',
      log: options.log,
    });
  } catch (e) {
    await executor.close();
    throw e;
  }
  let stopping: Promise<void> | undefined;
  return {
    id: service.id,
    slots,
    languages,
    skipped,
    sandbox: sandbox?.report ?? null,
    stop: (stopOptions = {}) =>
      (stopping ??= (async () => {
        stop.abort();
        const closed = service.close();
        if (stopOptions.killPrograms) killChildProcessGroups();
        // Killed (or finished) programs come back at once; their jobs go back to the queue.
        await executor.settled(stopOptions.graceMs ?? (stopOptions.killPrograms ? 2000 : 60_000));
        await closed;
        await executor.close();
      })()),
  };
}
