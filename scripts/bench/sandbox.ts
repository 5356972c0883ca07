/**
 * npm run bench:native: what the sandbox costs. (1) Per process: `true` started bare and through the
 * full sandbox (bwrap, its namespaces and mounts, the run's cgroups, the waiting program, the witness), both
 * by the same process spawner (spawner.c) that starts every sandbox, so the difference is the sandbox's
 * alone: wall time (median of 40, interleaved) and all the host's CPU per process (/proc/stat, 40 of
 * each in turn). (2) Throughput of a generation selftest's canonical programs through the sandboxed
 * executor against the raw toolchain run by a plain `xargs -P` loop without harness or sandbox.
 * BENCH_WARM=0 runs every step with its real command (no warm compiler, no zygote).
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { getLanguage } from '../../core/index.ts';
import { NativeExecutor, Sandbox } from '../../server/index.ts';
import { superviseProcess } from '../../server/native/run-process.ts';
import { DEFAULT_LIMITS } from '../../server/sandbox/limits.ts';
import { hostSpawner } from '../../server/sandbox/spawner.ts';
import { compareTable, median } from './compare-raw.ts';

const jobs = Number(process.env.JOBS ?? availableParallelism());
const ROUNDS = Number(process.env.ROUNDS ?? 1);
const N = 40;

const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
/** The host's busy CPU so far, ms (user, nice, system, irq, softirq). */
const busyMs = () => {
  const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return (f[0] + f[1] + f[2] + f[5] + f[6]) * 10;
};
console.log(`load average at start: ${load()}`);
const sandbox = await Sandbox.start({ slots: 1 });
const spawner = hostSpawner();
const slot = await sandbox.acquire();
const bareTrue = async () => {
  const child = await spawner.spawn({ file: '/bin/true', args: [], cwd: '/', env: {}, stdio: ['ignore', 'pipe', 'pipe'], pass: [1, 2] });
  const r = await superviseProcess(child, { name: 'run', outputCap: 1024, timeoutMs: 10_000 });
  if (r.exitCode !== 0) throw new Error(`bare true failed: ${r.stderr}`);
};
const boxedTrue = async () => {
  const runDir = await sandbox.makeRunDir(slot);
  await sandbox.handOver(slot, runDir, []);
  const r = await sandbox.run({ name: 'run', slot, runDir, cwd: '', argv: ['/bin/true'], env: {}, readOnly: [], outputCap: 1024, limits: { ...DEFAULT_LIMITS, wallMs: 10_000, cpuSeconds: 10 } });
  if (r.exitCode !== 0) throw new Error(`sandboxed true failed: ${r.stderr}`);
};
const timed = async (f: () => Promise<void>) => {
  const t0 = performance.now();
  await f();
  return performance.now() - t0;
};
const cpuPer = async (f: () => Promise<void>) => {
  const before = busyMs();
  for (let i = 0; i < N; i++) await f();
  return (busyMs() - before) / N;
};
const bare: number[] = [];
const boxed: number[] = [];
for (let i = 0; i < N; i++) {
  bare.push(await timed(bareTrue));
  boxed.push(await timed(boxedTrue));
}
const bareCpu = await cpuPer(bareTrue);
const boxedCpu = await cpuPer(boxedTrue);
sandbox.release(slot);
spawner.stop();
console.log(`sandbox: ${sandbox.report.isolation}; memory: ${sandbox.report.memory}; disk: ${sandbox.report.disk}; anonymous memory: ${sandbox.report.anonymousMemory}`);
await sandbox.close();
const [b, s] = [median(bare), median(boxed)];
console.log(`per process, \`true\` by the process spawner: wall (median of ${N}) bare ${b.toFixed(1)} ms, sandboxed ${s.toFixed(1)} ms, overhead ${(s - b).toFixed(1)} ms`);
console.log(`per process, all CPU of the host (${N} of each): bare ${bareCpu.toFixed(1)} ms, sandboxed ${boxedCpu.toFixed(1)} ms, overhead ${(boxedCpu - bareCpu).toFixed(1)} ms\n`);

console.log(`generation canonical programs, jobs ${jobs}, ${ROUNDS} round(s): sandboxed mcjudge vs the raw toolchain`);
const languages = (process.env.LANGUAGES ?? 'C,Python,Shell,Java').split(',').map(getLanguage);
// A fresh sandboxed executor per round; its close() also closes its sandbox.
const ratio = await compareTable(languages, jobs, ROUNDS, async () => new NativeExecutor({ sandbox: await Sandbox.start({ slots: jobs }), warmCompilers: process.env.BENCH_WARM !== '0' }));
console.log(`overall sandboxed/raw ${ratio.toFixed(2)}; load average at end: ${load()}`);
