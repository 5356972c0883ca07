/**
 * npm run bench: mcjudge's wall time against a plain shell loop running the same programs with the
 * same parallelism, for the Python, C and Shell generation canonical programs. Prints ratios measured
 * in this one run (median of 3 rounds each). Target: mcjudge / raw <= 1.2.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { assembleCanonical, getLanguage, loadDataset, runAndJudge, type Language, type Program } from '../core/index.ts';
import { diskDataSource } from '../server/index.ts';
import { runPool } from '@mcjudge/core';
import { NativeExecutor, resolveTool } from '../server/index.ts';

const jobs = Number(process.env.JOBS ?? availableParallelism());
const ROUNDS = 3;
const languages = ['Python', 'C', 'Shell'].map(getLanguage);
const dataset = await loadDataset(diskDataSource(), { languages, kinds: ['generation'] });

/** The same programs, run by a plain `xargs -P` loop with the same commands mcjudge runs. */
function rawSeconds(language: Language, programs: Program[]): number {
  const root = mkdtempSync(join(tmpdir(), 'mcjudge-bench-raw-'));
  const dirs: string[] = [];
  programs.forEach((p, i) => {
    const dir = join(root, String(i));
    for (const f of [...p.assets, ...p.files]) {
      mkdirSync(join(dir, f.path, '..'), { recursive: true });
      writeFileSync(join(dir, f.path), f.text);
    }
    const script = p.steps
      .map((s) => {
        const tool = language.tools.find((t) => t.name === s.argv[0]);
        const argv = [tool ? resolveTool(tool)!.path : s.argv[0], ...s.argv.slice(1)];
        return argv.map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
      })
      .join(' && ');
    writeFileSync(join(dir, 'run.sh'), `cd "$(dirname "$0")" && ${script} >/dev/null 2>&1 </dev/null\n`);
    dirs.push(join(dir, 'run.sh'));
  });
  writeFileSync(join(root, 'list'), dirs.join('\n') + '\n');
  const t0 = performance.now();
  spawnSync('bash', ['-c', `xargs -P ${jobs} -n 1 sh < '${join(root, 'list')}'`], { stdio: 'ignore' });
  const secs = (performance.now() - t0) / 1000;
  rmSync(root, { recursive: true, force: true });
  return secs;
}

async function mcjudgeSeconds(language: Language, programs: Program[]): Promise<{ secs: number; passed: number }> {
  const executor = new NativeExecutor();
  const ctx = { references: dataset.references, executor, mode: 'default' as const, cache: new Map() };
  let passed = 0;
  const t0 = performance.now();
  await runPool(programs, jobs, async (p) => {
    const task = dataset.find(p.taskId, 'generation')!;
    const { verdict } = await runAndJudge(ctx, language, task, p);
    if (verdict.status === 'passed') passed++;
  });
  await executor.close();
  return { secs: (performance.now() - t0) / 1000, passed };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

console.log(`jobs ${jobs}, ${ROUNDS} rounds, median wall time`);
console.log(`${'language'.padEnd(10)} ${'programs'.padStart(8)} ${'raw s'.padStart(8)} ${'mcjudge s'.padStart(10)} ${'ratio'.padStart(6)}  passed`);
let rawTotal = 0;
let ourTotal = 0;
for (const language of languages) {
  const programs = dataset
    .all()
    .filter((t) => t.language === language.name)
    .map((t) => assembleCanonical(language, t, 'default', dataset.references));
  await mcjudgeSeconds(language, programs.slice(0, 4)); // warm the toolchain and tool lookup
  const raw: number[] = [];
  const ours: number[] = [];
  let passed = 0;
  for (let r = 0; r < ROUNDS; r++) {
    raw.push(rawSeconds(language, programs));
    const m = await mcjudgeSeconds(language, programs);
    ours.push(m.secs);
    passed = m.passed;
  }
  const a = median(raw);
  const b = median(ours);
  rawTotal += a;
  ourTotal += b;
  console.log(`${language.name.padEnd(10)} ${String(programs.length).padStart(8)} ${a.toFixed(2).padStart(8)} ${b.toFixed(2).padStart(10)} ${(b / a).toFixed(2).padStart(6)}  ${passed}/${programs.length}`);
}
console.log(`${'all'.padEnd(10)} ${''.padStart(8)} ${rawTotal.toFixed(2).padStart(8)} ${ourTotal.toFixed(2).padStart(10)} ${(ourTotal / rawTotal).toFixed(2).padStart(6)}  (target <= 1.20)`);
