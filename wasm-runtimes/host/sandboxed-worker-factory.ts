import type { Readable, Writable } from 'node:stream';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { streamEndpoint } from './stream-endpoint.ts';
import type { WorkerDeath, WorkerFactory } from './worker-handle.ts';

/** What the host process needs of a sandboxed service (server's Sandbox.spawnService), kept structural so wasm-runtimes does not depend on server. */
export interface ServiceLauncher {
  spawnService(service: {
    argv: string[];
    readOnly: string[];
    env?: Record<string, string>;
    diskMb: number;
    limits: { memoryMb?: number; processes?: number; cpuSeconds: number };
  }): Promise<{
    /** The service's process: its stdin, stdout and stderr. */
    process: { stdin: Writable | null; stdout: Readable | null; stderr: Readable | null };
    exited: Promise<{ code: number | null; signal: string | null; memoryExceeded: boolean; error?: string }>;
    kill(): void;
    /** CPU time of the service's process tree (its cgroup), where the host accounts it. */
    cpuMs?: () => Promise<number>;
  }>;
}

/** The limits of one runtime host: the program's own (as a native run's) plus room for Node and the runtime. */
export const HOST_LIMITS = {
  /** A native program may use 2 GiB; the runtime host (Node, the interpreter's heap) gets 1 GiB more. */
  memoryMb: 3072,
  processes: 256,
  /** A backstop: the host lives for one load and one program, whose wall time the pool bounds. */
  cpuSeconds: 600,
  /** Its private /box and /tmp, each. */
  diskMb: 256,
};

const HERE = dirname(fileURLToPath(import.meta.url));
const PROJECT = resolve(HERE, '../..');
/**
 * What the runtime host is shown of the checkout, read-only: the packages, the sources it runs (the host
 * code and the core it imports). Nothing else: the checkout may hold results,
 * samples, tokens, and a program reaching Node's fs (JavaScript's real `process`) must not read them.
 */
const HOST_SOURCES = ['node_modules', 'wasm-runtimes', 'core'].map((p) => resolve(PROJECT, p));
/** Inside the sandbox: fd 3 becomes the answer channel (the original stdout pipe), fd 1 goes to stderr. */
const CHANNEL_SHELL = 'exec 3>&1 1>&2; exec "$@"';

/**
 * Runtime workers as sandboxed processes: each runtime host is a Node process inside bubblewrap, with the
 * limits of a native run, so a program that reaches out of its WebAssembly runtime in Node (pyodide's
 * os.system, JavaScript's real `process`) is still contained, and whatever it leaves (files, processes)
 * goes with the host. Used by the CLI and server; worker threads (nodeWorkerFactory) are for trusted code.
 */
export function sandboxedWorkerFactory(launcher: ServiceLauncher): WorkerFactory {
  return () => {
    const service = launcher.spawnService({
      argv: ['/bin/sh', '-c', CHANNEL_SHELL, 'sh', process.execPath, resolve(HERE, 'service.mjs')],
      readOnly: HOST_SOURCES,
      diskMb: HOST_LIMITS.diskMb,
      limits: { memoryMb: HOST_LIMITS.memoryMb, processes: HOST_LIMITS.processes, cpuSeconds: HOST_LIMITS.cpuSeconds },
    });
    let deathCallback: ((death: WorkerDeath) => void) | undefined;
    let ended = false;
    const die = (death: WorkerDeath) => {
      if (ended) return;
      ended = true;
      deathCallback?.(death);
    };
    let stderr = '';
    const streams = service.then(
      (s) => {
        const c = s.process;
        c.stderr?.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-2000)));
        void s.exited.then((exit) => {
          const how = exit.error ?? (exit.signal ?? `code ${exit.code}`);
          const tail = stderr ? `: ${stderr.trim().split('\n').slice(-3).join(' | ')}` : '';
          die(exit.memoryExceeded
            ? { reason: `the runtime host exceeded its memory limit (${HOST_LIMITS.memoryMb} MiB)`, memoryExceeded: true }
            : { reason: `the sandboxed runtime host exited (${how})${tail}` });
        });
        // A host that dies closes its pipes: a write then fails with EPIPE, which its exit already reports.
        for (const stream of [c.stdin, c.stdout, c.stderr]) stream?.on('error', () => {});
        for (const stream of [c.stdin, c.stdout, c.stderr]) (stream as unknown as { unref?: () => void } | null)?.unref?.();
        return { input: c.stdout!, output: c.stdin! };
      },
      (e: Error) => {
        die({ reason: `cannot start the sandboxed runtime host: ${e.message}` });
        throw e;
      },
    );
    streams.catch(() => {});
    const kill = () => void service.then((s) => s.kill(), () => {});
    return {
      endpoint: streamEndpoint(streams, (why) => {
        die({ reason: `the runtime host's channel was corrupted (${why}): something other than the host wrote into it` });
        kill();
      }),
      terminate() {
        ended = true;
        kill();
      },
      onDeath(callback) {
        deathCallback = callback;
      },
      cpuMs: () => service.then((s) => s.cpuMs?.(), () => undefined).catch(() => undefined),
    };
  };
}
