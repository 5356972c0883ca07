import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findExecutable } from '../server/index.ts';

/**
 * A real redis-server for tests: its own folder and loopback port, append-only file on (the
 * durability the queue relies on), no RDB snapshots. `stop()` kills it and removes the folder;
 * `restart()` stops it (SIGTERM, then SIGKILL) and starts it again on the same folder and port, so a
 * test can prove that the AOF brings everything back.
 */
export interface RedisServer {
  url: string;
  port: number;
  /** Its data folder (appendonlydir/ lives here). */
  dir: string;
  /** Stops the server; `kill: true` sends SIGKILL (a crash), otherwise SIGTERM (a clean shutdown). */
  restart(options?: { kill?: boolean }): Promise<void>;
  stop(): Promise<void>;
}

/** Where redis-server is (Debian: /usr/bin/redis-server), or undefined: tests then skip with this reason. */
export function redisServerBinary(): string | undefined {
  return findExecutable('redis-server', `/usr/bin:/usr/sbin:/usr/local/bin:${process.env.PATH ?? ''}`);
}

export const NO_REDIS_REASON = 'redis-server is not installed (Debian: apt-get install redis-server)';

/** A port free on 127.0.0.1 right now (the OS picks it; a race with another process is possible but rare). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves once the server answers PING with PONG, or rejects after `timeoutMs`. */
async function untilAnswering(port: number, child: ChildProcess, log: () => string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}: ${log()}`);
    const pong = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.setTimeout(500);
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.once('data', (b) => (socket.destroy(), resolve(b.toString().startsWith('+PONG'))));
      socket.once('error', () => resolve(false));
      socket.once('timeout', () => (socket.destroy(), resolve(false)));
    });
    if (pong) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`redis-server on port ${port} did not answer within ${timeoutMs} ms: ${log()}`);
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', () => r()));
}

/** Starts redis-server (throws when it is not installed: check redisServerBinary() first to skip). */
export async function startRedisServer(): Promise<RedisServer> {
  const bin = redisServerBinary();
  if (!bin) throw new Error(NO_REDIS_REASON);
  const dir = mkdtempSync(join(tmpdir(), 'mcjudge-redis-'));
  const port = await freePort();
  let child: ChildProcess;
  let output = '';
  const launch = async () => {
    output = '';
    child = spawn(
      bin,
      ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--appendfsync', 'everysec', '--save', '', '--daemonize', 'no', '--protected-mode', 'yes', '--loglevel', 'warning'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout!.on('data', (b: Buffer) => (output = (output + b.toString()).slice(-4000)));
    child.stderr!.on('data', (b: Buffer) => (output = (output + b.toString()).slice(-4000)));
    await untilAnswering(port, child, () => output);
  };
  const halt = async (signal: NodeJS.Signals) => {
    child.kill(signal);
    const late = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited(child);
    clearTimeout(late);
  };
  await launch();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    dir,
    async restart(options = {}) {
      await halt(options.kill ? 'SIGKILL' : 'SIGTERM');
      await launch();
    },
    async stop() {
      await halt('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
