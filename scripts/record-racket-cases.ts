/**
 * Records what racket (8.7 here) gives for each program in wasm-runtimes/scheme/cases/*.rkt: its exit
 * status, stdout, and how many rackunit FAILURE and ERROR reports its stderr has. The BiwaScheme runtime's
 * test (wasm-runtimes/scheme/racket-cases.test.ts) must give the same. `tsx scripts/record-racket-cases.ts`
 * on a host with racket; the result is committed as cases/recorded.json.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CASES = join(import.meta.dirname, '../wasm-runtimes/scheme/cases');
const version = spawnSync('racket', ['--version'], { encoding: 'utf8' }).stdout.trim();
const dir = mkdtempSync(join(tmpdir(), 'racket-cases-'));
const recorded: Record<string, { exitCode: number | null; stdout: string; failures: number; errors: number }> = {};
for (const name of readdirSync(CASES).filter((f) => f.endsWith('.rkt')).sort()) {
  copyFileSync(join(CASES, name), join(dir, '1.rkt'));
  const r = spawnSync('racket', ['1.rkt'], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
  recorded[name] = { exitCode: r.status, stdout: r.stdout, failures: r.stderr.split('\nFAILURE\n').length - 1, errors: r.stderr.split('\nERROR\n').length - 1 };
}
writeFileSync(join(CASES, 'recorded.json'), JSON.stringify({ racket: version, cases: recorded }, null, 1) + '\n');
console.log(`${Object.keys(recorded).length} cases recorded with ${version}`);
