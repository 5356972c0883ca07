import type { ChildProcess } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { streamEndpoint } from './stream-endpoint.ts';
import type { WorkerFactory } from './worker-handle.ts';

/** What starts a sandboxed process (server's Sandbox.spawnService), kept abstract so wasm-runtimes does not depend on server. */
export interface ServiceLauncher {
  spawnService(service: { argv: string[]; readOnly: string[]; env?: Record<string, string> }): Promise<ChildProcess>;
}

const HERE = dirname(fileURLToPath(import.meta.url));
/** The checkout (sources and node_modules), shown read-only to the runtime host. */
const PROJECT = resolve(HERE, '../..');

/**
 * Runtime workers as sandboxed processes: each runtime host is a Node process inside bubblewrap (no
 * network, read-only system, its own uid), so a program that reaches out of its WebAssembly runtime in
 * Node (pyodide's os.system, JavaScript's real `process`) is still contained. Used by the CLI and server;
 * worker threads (nodeWorkerFactory) are for trusted code only.
 */
export function sandboxedWorkerFactory(launcher: ServiceLauncher): WorkerFactory {
  const factory: WorkerFactory = () => {
    const child = launcher.spawnService({ argv: [process.execPath, resolve(HERE, 'service.mjs')], readOnly: [PROJECT] });
    let deathCallback: ((reason: string) => void) | undefined;
    let stderr = '';
    let killed = false;
    const started = child.then(
      (c) => {
        c.stderr?.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-2000)));
        c.on('exit', (code, signal) => {
          if (!killed) deathCallback?.(`the sandboxed runtime host exited (${signal ?? `code ${code}`})${stderr ? `: ${stderr.trim().split('\n').slice(-3).join(' | ')}` : ''}`);
        });
        c.unref();
        (c.stdin as unknown as { unref?: () => void }).unref?.();
        (c.stdout as unknown as { unref?: () => void }).unref?.();
        (c.stderr as unknown as { unref?: () => void }).unref?.();
        return { input: c.stdout!, output: c.stdin! };
      },
      (e: Error) => {
        deathCallback?.(`cannot start the sandboxed runtime host: ${e.message}`);
        throw e;
      },
    );
    started.catch(() => {});
    return {
      endpoint: streamEndpoint(started),
      terminate() {
        killed = true;
        void child.then((c) => {
          try {
            if (c.pid) process.kill(-c.pid, 'SIGKILL');
          } catch {
            c.kill('SIGKILL');
          }
        });
      },
      onDeath(callback) {
        deathCallback = callback;
      },
    };
  };
  factory.sharedMemory = false;
  return factory;
}
