/**
 * npm run bench:native: what the sandbox costs. (1) Per process: `true` spawned bare vs through the
 * full sandbox launcher (setpriv, bubblewrap, prlimit, the witness; the cgroup join is done ahead by the
 * slot's waiting launcher), median of 40, interleaved. (2) Throughput of a
 * generation selftest's canonical programs through the sandboxed executor against the raw toolchain
 * run by a plain `xargs -P` loop without harness or sandbox.
 */
import { availableParallelism, loadavg } from 'node:os';
import { getLanguage } from '../../core/index.ts';
import { NativeExecutor, runProcess, Sandbox } from '../../server/index.ts';
import { DEFAULT_LIMITS } from '../../server/sandbox/limits.ts';
import { compareTable, median } from './compare-raw.ts';

const jobs = Number(process.env.JOBS ?? availableParallelism());
const ROUNDS = Number(process.env.ROUNDS ?? 1);
const N = 40;

const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
console.log(`load average at start: ${load()}`);
const sandbox = await Sandbox.start({ slots: 1 });
const slot = await sandbox.acquire();
const bare: number[] = [];
const boxed: number[] = [];
for (let i = 0; i < N; i++) {
  let t0 = performance.now();
  await runProcess({ name: 'run', file: '/bin/true', args: [], cwd: '/tmp', env: {}, timeoutMs: 10_000, outputCap: 1024 });
  bare.push(performance.now() - t0);
  const runDir = await sandbox.makeRunDir(slot);
  await sandbox.handOver(slot, runDir, []);
  t0 = performance.now();
  const r = await sandbox.run({ name: 'run', slot, runDir, cwd: '', argv: ['/bin/true'], env: {}, readOnly: [], outputCap: 1024, limits: { ...DEFAULT_LIMITS, wallMs: 10_000, cpuSeconds: 10 } });
  boxed.push(performance.now() - t0);
  if (r.exitCode !== 0) throw new Error(`sandboxed true failed: ${r.stderr}`);
}
sandbox.release(slot);
console.log(`sandbox: ${sandbox.report.isolation}; memory: ${sandbox.report.memory}; disk: ${sandbox.report.disk}`);
await sandbox.close();
const b = median(bare);
const s = median(boxed);
console.log(`per process (median of ${N}): bare ${b.toFixed(1)} ms, sandboxed ${s.toFixed(1)} ms, overhead ${(s - b).toFixed(1)} ms\n`);

console.log(`generation canonical programs, jobs ${jobs}, ${ROUNDS} round(s): sandboxed mcjudge vs the raw toolchain`);
const languages = (process.env.LANGUAGES ?? 'C,Python,Shell,Java').split(',').map(getLanguage);
// A fresh sandboxed executor per round; its close() also closes its sandbox.
const ratio = await compareTable(languages, jobs, ROUNDS, async () => new NativeExecutor({ sandbox: await Sandbox.start({ slots: jobs }) }));
console.log(`overall sandboxed/raw ${ratio.toFixed(2)}; load average at end: ${load()}`);
