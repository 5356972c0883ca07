/**
 * npm run bench:breakdown: where a program's time goes, per language (issue 16). The first BENCH_LIMIT
 * (default 10) generation tasks' canonical programs of each language, one at a time, each run twice:
 * bare (no sandbox) and sandboxed, as `mcjudge evaluate` runs them. Per program, medians:
 * - start-up: the toolchain's own cheapest process (its version command, bare), what every step pays;
 * - compile and run: the steps' wall times, bare (warm compilers where mcjudge keeps them);
 * - sandbox: the sandboxed program's wall time minus the bare one's;
 * - total: the sandboxed program's wall time, from the executor's call to its result.
 * BENCH_LANGUAGES=a,b (default: the sweep's languages that have a toolchain here). Ratios and times are
 * measured in this one run; the machine should be idle.
 */
import { spawnSync } from 'node:child_process';
import { assembleCanonical, getLanguage, loadDataset, type ExecResult, type Executor, type Language, type Program } from '../../core/index.ts';
import { diskDataSource, NativeExecutor, resolveTool, Sandbox } from '../../server/index.ts';
import { median } from './compare-raw.ts';

const DEFAULT_LANGUAGES = ['AWK', 'C', 'CPP', 'CoffeeScript', 'Common Lisp', 'Elixir', 'Emacs Lisp', 'Erlang', 'Fortran', 'Go', 'Haskell', 'Java', 'JavaScript', 'Lua', 'PHP', 'Pascal', 'Perl', 'Python', 'R', 'Racket', 'Ruby', 'Scheme', 'Shell', 'Tcl', 'TypeScript', 'VimScript'];
const limit = Number(process.env.BENCH_LIMIT ?? 10);
const names = process.env.BENCH_LANGUAGES?.split(',').map((s) => s.trim()).filter(Boolean) ?? DEFAULT_LANGUAGES;
const languages = names.map(getLanguage).filter((l) => l.tools.every((t) => resolveTool(t)));

/** The toolchain's cheapest process: its first tool's version command, bare (median of 5). */
function startupMs(language: Language): number {
  const tool = language.tools[0];
  const resolved = resolveTool(tool)!;
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    spawnSync(resolved.path, tool.versionArgs, { input: tool.versionInput ?? '', stdio: ['pipe', 'ignore', 'ignore'] });
    times.push(performance.now() - t0);
  }
  return median(times);
}

async function timed(executor: Executor, program: Program, language: Language): Promise<{ result: ExecResult; ms: number }> {
  const t0 = performance.now();
  const result = await executor.execute(program, language);
  return { result, ms: performance.now() - t0 };
}

const stepMs = (r: ExecResult, name: string) => r.steps.filter((s) => s.name === name).reduce((sum, s) => sum + s.wallMs, 0);

// Programs get the same environment bare and sandboxed (programEnv). The start-up command inherits this
// process's: Node reads NODE_EXTRA_CA_CERTS (a certificate file) at every start, 50-80 ms, so it goes
// (with NODE_OPTIONS), as programs never get it.
for (const key of ['NODE_EXTRA_CA_CERTS', 'NODE_OPTIONS']) delete process.env[key];
const sandbox = await Sandbox.start({ slots: 1 });
const sandboxed = new NativeExecutor({ sandbox });
const bare = new NativeExecutor();
const dataset = await loadDataset(diskDataSource(), { languages, kinds: ['generation'] });
console.log(`first ${limit} generation canonical programs per language, one at a time; medians per program in ms; sandbox: ${sandbox.report.isolation.split(':')[0]}; anonymous memory: ${sandbox.report.anonymousMemory}`);
console.log('| language | programs | start-up | compile | run | sandbox | total (sandboxed) | sandbox share |');
console.log('|---|---|---|---|---|---|---|---|');
for (const language of languages) {
  const programs = dataset.all().filter((t) => t.language === language.name).slice(0, limit).map((t) => assembleCanonical(language, t, 'default', dataset.references));
  if (programs.length === 0) {
    console.log(`| ${language.name} | 0 | – | – | – | – | – | – |`);
    continue;
  }
  // The first program warms what mcjudge keeps warm (compilers, caches): not counted.
  await timed(bare, programs[0], language);
  await timed(sandboxed, programs[0], language);
  const rows = { compile: [] as number[], run: [] as number[], sandbox: [] as number[], total: [] as number[] };
  for (const [i, program] of programs.entries()) {
    // Taken in turns, bare first then sandboxed first, so neither always runs on a machine the other warmed.
    const order = i % 2 === 0 ? [bare, sandboxed] : [sandboxed, bare];
    const first = await timed(order[0], program, language);
    const second = await timed(order[1], program, language);
    const [b, s] = order[0] === bare ? [first, second] : [second, first];
    rows.compile.push(stepMs(b.result, 'compile'));
    rows.run.push(stepMs(b.result, 'run'));
    rows.sandbox.push(s.ms - b.ms);
    rows.total.push(s.ms);
  }
  const total = median(rows.total);
  const sandboxCost = median(rows.sandbox);
  const ms = (x: number) => x.toFixed(0);
  console.log(`| ${language.name} | ${programs.length} | ${ms(startupMs(language))} | ${ms(median(rows.compile))} | ${ms(median(rows.run))} | ${ms(sandboxCost)} | ${ms(total)} | ${((100 * sandboxCost) / total).toFixed(0)}% |`);
}
await Promise.all([sandboxed.close?.(), bare.close?.()]);
await sandbox.close();
