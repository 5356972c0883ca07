/**
 * `npm run verdicts:under-load`: the same programs judged twice, once on a quiet machine and once beside
 * a CPU, fork and memory hog, must get identical verdicts (issue 17: verdicts must not depend on load).
 * A proof run on demand, not a test: it takes minutes and loads the machine on purpose.
 *
 * The programs are selftest's (each task's canonical solution and its broken variant) for LANGUAGES,
 * LIMIT tasks each: 2 × languages × limit samples, all run natively in the sandbox.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../cli/src/main.ts';

const LANGUAGES = process.env.LANGUAGES ?? 'Python,C,CPP,Shell,Tcl,JavaScript,Lua,Ruby,Perl,PHP';
const LIMIT = process.env.LIMIT ?? '15';

/** Programs that compete for the machine: a busy loop per core, a fork loop, and 4 GiB of touched memory. */
function startHogs(): ChildProcess[] {
  const hog = (cmd: string, args: string[]) => spawn(cmd, args, { stdio: 'ignore', detached: true });
  const cpu = Array.from({ length: availableParallelism() + 1 }, () => hog(process.execPath, ['-e', 'for (;;) {}']));
  const forks = hog('/bin/sh', ['-c', 'while :; do for i in 1 2 3 4 5 6 7 8; do /bin/true & done; wait; done']);
  const memory = hog(process.execPath, ['-e', 'const keep = []; for (let i = 0; i < 32; i++) keep.push(Buffer.alloc(128 << 20, 1)); setInterval(() => {}, 1000);']);
  return [...cpu, forks, memory];
}

async function judgeAll(label: string): Promise<Map<string, string>> {
  const out = mkdtempSync(join(tmpdir(), `mcjudge-load-${label}-`));
  const started = performance.now();
  const code = await main(['selftest', '--executor', 'native', '--task', 'generation', '--languages', LANGUAGES, '--limit', LIMIT, '--out', out], () => {});
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  const verdicts = new Map<string, string>();
  for (const line of readFileSync(join(out, 'results.jsonl'), 'utf8').trim().split('\n')) {
    const r = JSON.parse(line) as { task_id: string; selftest: string; status: string };
    verdicts.set(`${r.task_id} ${r.selftest}`, r.status);
  }
  console.log(`${label}: ${verdicts.size} programs in ${seconds} s (selftest exit ${code}); results in ${out}`);
  return verdicts;
}

const quiet = await judgeAll('quiet');
const hogs = startHogs();
let loaded: Map<string, string>;
try {
  loaded = await judgeAll('under-load');
} finally {
  for (const h of hogs) {
    try {
      process.kill(-h.pid!, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
}
const differences = [...quiet].filter(([k, v]) => loaded.get(k) !== v).map(([k, v]) => `${k}: ${v} quiet, ${loaded.get(k) ?? 'missing'} under load`);
console.log(differences.length ? `${differences.length} verdict(s) differ:\n${differences.join('\n')}` : `identical: all ${quiet.size} verdicts`);
process.exitCode = differences.length ? 1 : 0;
