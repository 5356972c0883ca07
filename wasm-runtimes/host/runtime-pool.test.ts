import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { RuntimePool } from './runtime-pool.ts';
import { nodeWorkerFactory } from './node-worker-factory.ts';

const job = (text: string) => ({ files: [{ path: 'main.js', text }], main: 'main.js', outputCap: 4096 });

describe('RuntimePool', () => {
  it('never gives a worker that ran a program to another program (worker isolation)', async () => {
    const pool = new RuntimePool({ runtimeId: 'js-worker', factory: nodeWorkerFactory, size: 1, spares: 0, isolation: 'worker' });
    try {
      for (let i = 0; i < 3; i++) {
        const outcome = await pool.call('run', job('globalThis.seen = (globalThis.seen ?? 0) + 1;\nconsole.log(globalThis.seen);\n'), 10_000);
        expect(outcome.kind === 'done' && outcome.value.stdout).toBe('1\n');
      }
      expect(pool.started).toBe(3);
    } finally {
      pool.close();
    }
  });

  it('keeps loaded spares so the next program does not wait for a cold start', async () => {
    const pool = new RuntimePool({ runtimeId: 'js-worker', factory: nodeWorkerFactory, size: 1, spares: 2, isolation: 'worker' });
    try {
      await pool.call('run', job('1;\n'), 10_000);
      // The worker that ran is gone; two spares wait: three started, two idle.
      expect(pool.started).toBe(3);
    } finally {
      pool.close();
    }
  });

  it('leaves no timer behind when closed while spares are loading: the process ends by itself', async () => {
    const script = new URL('./fixtures/close-while-loading.ts', import.meta.url).pathname;
    const started = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(out).toContain('exit 0');
    expect(code).toBe(0);
    // The load timeout is 180 s: a leftover timer would keep the process alive that long.
    expect(Date.now() - started).toBeLessThan(90_000);
  });
});
