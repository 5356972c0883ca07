/**
 * npm run bench: mcjudge's wall time (unsandboxed, trusted programs) against a plain shell loop running
 * the same programs with the same parallelism, for the Python, C and Shell generation canonical
 * programs. Prints ratios measured in this one run (median of 3 rounds each). Target: <= 1.2.
 * Then TypeScript (warm tsc), Erlang, Elixir, Racket and Scheme against the raw loop of their official
 * commands, and .NET's compile-and-run against `dotnet run`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { assembleBroken, assembleCanonical, getLanguage, loadDataset, runAndJudge, runPool, type Program } from '../../core/index.ts';
import { diskDataSource, NativeExecutor, resolveTool } from '../../server/index.ts';
import { DependencyCache } from '../../server/native/dependency-cache.ts';
import { compareTable } from './compare-raw.ts';

const jobs = Number(process.env.JOBS ?? availableParallelism());
const ROUNDS = 3;
/** BENCH_LANGUAGES=a,b: only the table of these languages against their official commands. */
const only = process.env.BENCH_LANGUAGES?.split(',').map((s) => s.trim()).filter(Boolean);
console.log(`jobs ${jobs}, ${only ? 1 : ROUNDS} round${only ? '' : 's'}, median wall time, no sandbox`);
if (process.env.DOTNET_BENCH_ONLY !== '1' && !only) {
  await compareTable(['Python', 'C', 'Shell'].map(getLanguage), jobs, ROUNDS, () => new NativeExecutor());
  console.log('(target <= 1.20)');
}

// TypeScript: mcjudge compiles with a warm tsc (server/native/warm/, the same emit byte for byte) where
// the raw loop starts `tsc` for every program: the one language here where mcjudge should beat the
// toolchain's own per-program cost. TS_BENCH=0 skips it (the raw loop costs about 2 s a program).
if (process.env.TS_BENCH !== '0' && process.env.DOTNET_BENCH_ONLY !== '1' && !only) {
  console.log('\nTypeScript: warm tsc against the raw `tsc --lib es2015,dom N.ts && node N.js` loop, one round');
  await compareTable([getLanguage('TypeScript')], jobs, 1, () => new NativeExecutor());
  console.log('(below 1.00: faster than the toolchain itself)');
}

// Java: mcjudge compiles with a warm javac (server/native/warm/warm-javac.ts: the source launcher's
// compile in a javac kept warm, the same class files and output byte for byte) and runs the classes in
// a fresh `java`, where the raw loop runs the official `java -ea N.java` (a JVM that starts javac cold
// for every program). JAVA_BENCH=0 skips it.
if (process.env.JAVA_BENCH !== '0' && process.env.DOTNET_BENCH_ONLY !== '1' && !process.env.BENCH_LANGUAGES && resolveTool(getLanguage('Java').tools[0])) {
  console.log('\nJava: warm javac + `java` against the raw `java -ea N.java` loop, one round');
  await compareTable([getLanguage('Java')], jobs, 1, () => new NativeExecutor());
  console.log('(below 1.00: faster than the toolchain itself)');
}

// Erlang, Elixir, Racket and Scheme: mcjudge (Erlang without init:stop's fixed 1 s wait, the same
// output and exit status: core/languages/erlang.ts) against the official commands in a raw loop, one
// round. FUNCTIONAL_BENCH=0 skips it; BENCH_LANGUAGES=a,b times these languages the same way, and only them.
if ((process.env.FUNCTIONAL_BENCH !== '0' && process.env.DOTNET_BENCH_ONLY !== '1') || only) {
  const names = only ?? ['Erlang', 'Elixir', 'Racket', 'Scheme'];
  const languages = names.map(getLanguage).filter((l) => l.tools.every((t) => resolveTool(t)));
  const missing = names.filter((n) => !languages.some((l) => l.name === n));
  console.log(`\n${names.join(', ')}: mcjudge against the raw loop of the official commands, one round${missing.length ? ` (not installed here: ${missing.join(', ')})` : ''}`);
  if (languages.length) await compareTable(languages, jobs, 1, () => new NativeExecutor());
}

// .NET (C#, F#, VB): the chosen strategy (each program compiled by csc/fsc/vbc with the command line
// MSBuild used for the official project, then `dotnet <App>.dll`: core/languages/dotnet.ts) against
// plain `dotnet run` on the official project, on the same canonical and broken programs, in this run.
// The verdicts must agree (exit 0 = pass). DOTNET_BENCH=N programs of each kind per language (default
// 4; 0 skips it): `dotnet run` costs seconds per program.
const dotnetCount = Number(process.env.DOTNET_BENCH ?? 4);
if (dotnetCount > 0 && !only && resolveTool({ name: 'dotnet', candidates: ['dotnet'], versionArgs: ['--version'] })) {
  console.log(`\n.NET: ${dotnetCount} canonical + ${dotnetCount} broken programs per language, jobs ${jobs}, one round, no sandbox`);
  console.log(`${'language'.padEnd(13)} ${'programs'.padStart(8)} ${'dotnet run s'.padStart(13)} ${'mcjudge s'.padStart(10)} ${'ratio'.padStart(6)}  verdicts`);
  let slow = 0;
  let fast = 0;
  for (const language of ['C#', 'F#', 'VB'].map(getLanguage)) {
    const dataset = await loadDataset(diskDataSource(), { languages: [language], kinds: ['generation'] });
    const tasks = dataset.all().slice(0, dotnetCount);
    const programs = tasks.flatMap((t) => [assembleCanonical(language, t, 'default', dataset.references), assembleBroken(language, t, 'default', dataset.references)]);
    const executor = new NativeExecutor();
    const ctx = { references: dataset.references, executor, mode: 'default' as const, cache: new Map() };
    const ours = new Map<Program, boolean>();
    const judge = async (p: Program) => {
      const { verdict } = await runAndJudge(ctx, language, dataset.find(p.taskId, 'generation')!, p);
      ours.set(p, verdict.status === 'passed');
    };
    await judge(programs[0]); // the one-time restore and build of the dependency cache, not timed
    const t0 = performance.now();
    await runPool(programs, jobs, judge);
    const b = (performance.now() - t0) / 1000;
    await executor.close();
    const deps = await new DependencyCache().ensure(language);
    if ('failed' in deps) throw new Error(deps.failed);
    const raw = dotnetRunSeconds(programs, jobs, join(deps.dir, 'nuget'));
    const differ = programs.filter((p, i) => ours.get(p) !== raw.passed[i]).map((p) => p.taskId);
    slow += raw.secs;
    fast += b;
    console.log(`${language.name.padEnd(13)} ${String(programs.length).padStart(8)} ${raw.secs.toFixed(2).padStart(13)} ${b.toFixed(2).padStart(10)} ${(b / raw.secs).toFixed(2).padStart(6)}  ${differ.length ? `DIFFER: ${differ.join(', ')}` : 'all agree'}`);
  }
  console.log(`${'all .NET'.padEnd(13)} ${''.padStart(8)} ${slow.toFixed(2).padStart(13)} ${fast.toFixed(2).padStart(10)} ${(fast / slow).toFixed(2).padStart(6)}`);
}

/** Plain `dotnet run` in a copy of the official project per program (its packages restored offline from the cache). */
function dotnetRunSeconds(programs: Program[], jobs: number, nuget: string): { secs: number; passed: boolean[] } {
  const root = mkdtempSync(join(tmpdir(), 'mcjudge-bench-dotnet-'));
  const scripts = programs.map((p, i) => {
    const dir = join(root, String(i));
    for (const f of [...p.assets, ...p.files]) {
      mkdirSync(join(dir, f.path, '..'), { recursive: true });
      writeFileSync(join(dir, f.path), f.text);
    }
    writeFileSync(join(dir, 'run.sh'), `cd "$(dirname "$0")" && dotnet run --project . >/dev/null 2>&1 </dev/null; echo $? > exit-code\n`);
    return join(dir, 'run.sh');
  });
  writeFileSync(join(root, 'list'), scripts.join('\n') + '\n');
  const env = { ...process.env, NUGET_PACKAGES: nuget, DOTNET_CLI_HOME: join(root, 'home'), DOTNET_ROLL_FORWARD: 'Major', DOTNET_CLI_TELEMETRY_OPTOUT: '1', DOTNET_NOLOGO: '1', DOTNET_SKIP_FIRST_TIME_EXPERIENCE: '1' };
  const t0 = performance.now();
  spawnSync('bash', ['-c', `xargs -P ${jobs} -n 1 sh < '${join(root, 'list')}'`], { stdio: 'ignore', env });
  const secs = (performance.now() - t0) / 1000;
  const passed = programs.map((_, i) => readFileSync(join(root, String(i), 'exit-code'), 'utf8').trim() === '0');
  rmSync(root, { recursive: true, force: true });
  return { secs, passed };
}
