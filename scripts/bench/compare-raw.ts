/**
 * What both benchmarks share: the same canonical programs run by mcjudge (assemble → execute → judge,
 * through a given executor) and by a plain `xargs -P` loop of the official commands with no harness
 * (the recipe's own, or its `officialArgv` where mcjudge runs a faster equivalent: Erlang's stop).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assembleCanonical, loadDataset, runAndJudge, runPool, type Dataset, type Executor, type Language, type Program } from '../../core/index.ts';
import { diskDataSource, resolveTool } from '../../server/index.ts';

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function canonicalPrograms(languages: Language[]): Promise<{ dataset: Dataset; programs: Map<Language, Program[]>; officialPrograms: Map<Language, Program[]> }> {
  const dataset = await loadDataset(diskDataSource(), { languages, kinds: ['generation'] });
  const assembled = (l: Language, as: Language) => dataset.all().filter((t) => t.language === l.name).map((t) => assembleCanonical(as, t, 'default', dataset.references));
  const programs = new Map(languages.map((l) => [l, assembled(l, l)]));
  const officialPrograms = new Map(languages.map((l) => [l, assembled(l, officialCommands(l))]));
  return { dataset, programs, officialPrograms };
}

/** The language with the official harness's commands where its recipe runs a faster equivalent (`officialArgv`). */
export function officialCommands(language: Language): Language {
  if (!language.recipe.steps.some((s) => s.officialArgv)) return language;
  return { ...language, recipe: { ...language.recipe, steps: language.recipe.steps.map((s) => ({ ...s, argv: s.officialArgv ?? s.argv })) } };
}

/** The same programs, run by a plain `xargs -P` loop with the official commands (what mcjudge runs, or `officialArgv`). */
export function rawSeconds(language: Language, programs: Program[], jobs: number): number {
  return rawLoopSeconds([{ language, programs }], jobs);
}

/** Several languages' programs in one `xargs -P` loop, in the order given (a mixed batch's floor). */
export function rawLoopSeconds(batches: { language: Language; programs: Program[] }[], jobs: number): number {
  const root = mkdtempSync(join(tmpdir(), 'mcjudge-bench-raw-'));
  const scripts = batches.flatMap(({ language, programs }, b) => writeRawScripts(language, programs, join(root, String(b))));
  writeFileSync(join(root, 'list'), scripts.join('\n') + '\n');
  const t0 = performance.now();
  // `|| true`: xargs stops reading its list at the first command that exits 255 (a PHP fatal error
  // does), which would leave the rest of the programs unrun and the loop's time too short.
  spawnSync('bash', ['-c', `xargs -P ${jobs} -n 1 sh -c 'sh "$0" || true' < '${join(root, 'list')}'`], { stdio: 'ignore' });
  const secs = (performance.now() - t0) / 1000;
  rmSync(root, { recursive: true, force: true });
  return secs;
}

/** Writes each program into its own folder under `root` with a `run.sh` of its official commands; returns the scripts. */
function writeRawScripts(language: Language, programs: Program[], root: string): string[] {
  const scripts: string[] = [];
  // An older release of the tool that needs its own flags (recipe.alternatives' whenVersion, as the
  // executor picks it: Scala 2.11's `scala -nc`) runs its own steps and environment.
  const alternative = (language.recipe.alternatives ?? []).findIndex((a) => a.whenVersion && a.tools.every((t) => resolveTool(t)) && new RegExp(a.whenVersion).test(resolveTool(a.tools[0])!.version));
  programs.forEach((p, i) => {
    const dir = join(root, String(i));
    mkdirSync(dir, { recursive: true });
    const chosen = alternative >= 0 ? p.alternatives?.[alternative] : undefined;
    for (const f of [...p.assets, ...p.files, ...(chosen?.files ?? [])]) {
      mkdirSync(join(dir, f.path, '..'), { recursive: true });
      writeFileSync(join(dir, f.path), f.text);
    }
    const quote = (a: string) => `'${a.replace(/'/g, `'\\''`)}'`;
    const script = (chosen?.steps ?? p.steps)
      .map((s) => {
        const tool = [...language.tools, ...(language.recipe.alternatives?.[alternative]?.tools ?? [])].find((t) => t.name === s.argv[0]);
        const argv = [tool ? resolveTool(tool)!.path : s.argv[0], ...s.argv.slice(1)].map((a) => a.split('{tmp}').join(dir));
        // An alternative's own environment (Scala 2.11's JAVA_OPTS); of the primary commands', only what
        // names no run folder: the official harness runs them in its own environment (Go's build cache
        // warm across programs, for one), where Go finds testify (here GOPATH, module mode off).
        const own = Object.entries(s.env ?? {}).filter(([, v]) => chosen || !/\{\w+\}/.test(v));
        const env = own.map(([k, v]) => `${k}=${quote(v.split('{tmp}').join(dir))} `).join('');
        const cd = s.cwd ? `cd '${s.cwd}' && ` : '';
        return cd + env + argv.map(quote).join(' ');
      })
      .join(' && ');
    writeFileSync(join(dir, 'run.sh'), `cd "$(dirname "$0")" && ${script} >/dev/null 2>&1 </dev/null\n`);
    scripts.push(join(dir, 'run.sh'));
  });
  return scripts;
}

/** mcjudge's wall time for the programs (judging included) through `executor`, and how many passed. */
export async function mcjudgeSeconds(dataset: Dataset, language: Language, programs: Program[], jobs: number, executor: Executor): Promise<{ secs: number; passed: number }> {
  const ctx = { references: dataset.references, executor, mode: 'default' as const, cache: new Map() };
  let passed = 0;
  const t0 = performance.now();
  await runPool(programs, jobs, async (p) => {
    const task = dataset.find(p.taskId, 'generation')!;
    const { verdict } = await runAndJudge(ctx, language, task, p);
    if (verdict.status === 'passed') passed++;
  });
  return { secs: (performance.now() - t0) / 1000, passed };
}

/** Runs both `rounds` times per language and prints a table of medians and ratios; returns the overall ratio. */
export async function compareTable(languages: Language[], jobs: number, rounds: number, executor: () => Executor | Promise<Executor>): Promise<number> {
  const { dataset, programs, officialPrograms } = await canonicalPrograms(languages);
  console.log(`${'language'.padEnd(10)} ${'programs'.padStart(8)} ${'raw s'.padStart(8)} ${'mcjudge s'.padStart(10)} ${'ratio'.padStart(6)} ${'per program'.padStart(12)}  passed`);
  let rawTotal = 0;
  let ourTotal = 0;
  for (const language of languages) {
    const list = programs.get(language)!;
    const warm = await executor();
    await mcjudgeSeconds(dataset, language, list.slice(0, 4), jobs, warm); // warm the toolchain and tool lookup
    await warm.close?.();
    const raw: number[] = [];
    const ours: number[] = [];
    let passed = 0;
    for (let r = 0; r < rounds; r++) {
      raw.push(rawSeconds(language, officialPrograms.get(language)!, jobs));
      const e = await executor();
      const m = await mcjudgeSeconds(dataset, language, list, jobs, e);
      await e.close?.();
      ours.push(m.secs);
      passed = m.passed;
    }
    const a = median(raw);
    const b = median(ours);
    rawTotal += a;
    ourTotal += b;
    const per = `${(((b - a) / list.length) * 1000 * jobs).toFixed(0)} ms`;
    console.log(`${language.name.padEnd(10)} ${String(list.length).padStart(8)} ${a.toFixed(2).padStart(8)} ${b.toFixed(2).padStart(10)} ${(b / a).toFixed(2).padStart(6)} ${per.padStart(12)}  ${passed}/${list.length}`);
  }
  console.log(`${'all'.padEnd(10)} ${''.padStart(8)} ${rawTotal.toFixed(2).padStart(8)} ${ourTotal.toFixed(2).padStart(10)} ${(ourTotal / rawTotal).toFixed(2).padStart(6)}`);
  return ourTotal / rawTotal;
}
