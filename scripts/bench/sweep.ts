/**
 * npm run bench:sweep: issue 16's sweep, the whole of McEval's generation set in one answer form,
 * against the official harness's own time on the same answers.
 *
 * Every generation task's form-A answer (a language-tagged fence holding the prompt and the canonical
 * solution: test/fixtures/answer-forms.ts) goes through the batch pipeline (core's evaluateBatch, as
 * `mcjudge evaluate` runs it), language after language, JOBS at once (default: the cores), sandboxed
 * when bubblewrap is here (the CLI's default; SWEEP_SANDBOX=0 runs bare), in paper mode and then in the
 * default mode (SWEEP_MODES=paper,default). Per language it prints the wall seconds, the passes, and
 * whether paper mode failed exactly the tasks the official harness failed (test/fixtures/measured-form-a.json),
 * beside the official harness's wall seconds for the same answers (one eval_all.py process, measured on
 * the same kind of machine: docs/harness/measured-quirks.md#results-per-language-form-a-one-harness-process).
 * The totals are over the languages both ran. SWEEP_LANGUAGES=a,b limits the languages.
 *
 * The official harness's seconds were measured on another day, and this machine's speed moves from day to
 * day, so SWEEP_RAW=1 also times, in the same run, the same paper-mode programs run by the bare official
 * commands in a plain `xargs -P JOBS` loop (no harness, no sandbox: compare-raw.ts), and prints mcjudge's
 * time as a ratio of that. SWEEP_WARM=0 runs every step with its real command (no warm compiler, no
 * zygote), to compare the two in one session. SWEEP_SLOWEST=N prints each row's N slowest samples (task
 * number and wall seconds), to tell a row's own long programs from its per-program cost.
 *
 * SWEEP_ONE_BATCH=1 runs every language's answers in one batch instead (as `mcjudge evaluate` runs a file
 * of mixed languages: a slot that finishes one language's last program starts on the next language's),
 * by default the rows issue 16 was filed with (not Groovy, Kotlin, Scala), and with SWEEP_RAW=1 the raw
 * programs in one `xargs -P JOBS` loop likewise; a row's seconds are then its samples' wall times over
 * the jobs, and the total is the batch's wall time. Run language by language, each row ends waiting for
 * its slowest program (JavaScript's and TypeScript's task 41 compute for 6 s) while the other slot idles.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { assemble, evaluateBatch, getLanguage, loadDataset, type Executor, type Language, type Mode, type PlannedRun, type Program, type SampleResult } from '../../core/index.ts';
import { diskDataSource, NativeExecutor, resolveTool, Sandbox } from '../../server/index.ts';
import { anonymousFolios } from '../../server/sandbox/anonymous-folios.ts';
import { answerForm } from '../../test/fixtures/answer-forms.ts';
import { officialCommands, rawLoopSeconds, rawSeconds } from './compare-raw.ts';

interface Measured {
  failing: Record<string, number[] | 'all'>;
  passing_count: Record<string, number>;
  official_wall_seconds: Record<string, number>;
}
const measured = JSON.parse(readFileSync(new URL('../../test/fixtures/measured-form-a.json', import.meta.url), 'utf8')) as Measured;

const jobs = Number(process.env.JOBS ?? availableParallelism());
const modes = (process.env.SWEEP_MODES ?? 'paper,default').split(',').map((m) => m.trim()) as Mode[];
const withRaw = process.env.SWEEP_RAW === '1';
const oneBatch = process.env.SWEEP_ONE_BATCH === '1';
const slowest = Number(process.env.SWEEP_SLOWEST ?? 0);
/** Language by language, each row shows its own raw loop's time; in one batch there is one loop. */
const rawColumn = withRaw && !oneBatch;
/** Rows with an official time measured after issue 16 was filed; a one-batch sweep leaves them out unless named. */
const LATER_ROWS = ['Groovy', 'Kotlin', 'Scala'];
const wanted =
  process.env.SWEEP_LANGUAGES?.split(',').map((s) => s.trim()).filter(Boolean) ??
  Object.keys(measured.official_wall_seconds).filter((name) => !oneBatch || !LATER_ROWS.includes(name));
const all = wanted.map(getLanguage);
const languages = all.filter((l) => l.tools.every((t) => resolveTool(t)));
const missing = all.filter((l) => !languages.includes(l)).map((l) => l.name);

const sandbox = process.env.SWEEP_SANDBOX === '0' ? undefined : await Sandbox.start({ slots: jobs }).catch((e: Error) => (console.log(`no sandbox (${e.message.split('\n')[0]}): running bare`), undefined));
const executor: Executor = new NativeExecutor({ sandbox, warmCompilers: process.env.SWEEP_WARM !== '0' });
const dataset = await loadDataset(diskDataSource(), { languages, kinds: ['generation'] });

/** The failing task numbers the official harness gave, where they are known. */
function officialFailing(language: Language, total: number): Set<number> | undefined {
  const failing = measured.failing[language.name];
  if (failing === 'all') return new Set(Array.from({ length: total }, (_, i) => i + 1));
  return failing ? new Set(failing) : undefined;
}

console.log(`jobs ${jobs}; ${sandbox ? `sandboxed (${sandbox.report.isolation.split(':')[0]})` : 'bare'}; modes ${modes.join(', ')}${oneBatch ? '; one batch' : ''}${missing.length ? `; not installed here: ${missing.join(', ')}` : ''}`);
// The raw loop runs under it too: the host's setting speeds up the bare commands as much as mcjudge's.
console.log(`anonymous memory: ${anonymousFolios().text}`);
console.log(`${'language'.padEnd(13)} ${'samples'.padStart(7)} ${'official s'.padStart(10)}${rawColumn ? ` ${'raw s'.padStart(8)}` : ''} ${modes.map((m) => `${`${m} s`.padStart(10)} ${'passed'.padStart(7)}`).join(' ')}  paper = official`);
const runsOf = new Map(languages.map((language) => [language, dataset.all().filter((t) => t.language === language.name && t.kind === 'generation').map((task): PlannedRun => ({ language, task, generation: 0, answer: answerForm(language, task, 'A', dataset.references), source: `sweep:${task.id}` }))]));
const rows = languages.map((language) => ({ language, official: measured.official_wall_seconds[language.name], raw: 0, cells: [] as string[], equal: '–', seconds: {} as Record<string, number>, slowest: {} as Record<string, string> }));
let unequal = 0;

/** One mode's results for one language: its cell (seconds, passes) and, in paper mode, whether it failed the official tasks. */
function record(row: (typeof rows)[number], mode: Mode, results: SampleResult[], secs: number): void {
  const total = runsOf.get(row.language)!.length;
  const passed = results.filter((r) => r.status === 'passed').length;
  row.seconds[mode] = secs;
  row.cells.push(`${secs.toFixed(1).padStart(10)} ${`${passed}/${total}`.padStart(7)}`);
  if (slowest > 0) row.slowest[mode] = [...results].sort((a, b) => b.wall_ms - a.wall_ms).slice(0, slowest).map((r) => `${r.task_id.split('/')[1]} ${(r.wall_ms / 1000).toFixed(1)}`).join(', ');
  if (mode !== 'paper') return;
  const failing = officialFailing(row.language, total);
  const ours = new Set(results.filter((r) => r.status !== 'passed').map((r) => Number(r.task_id.split('/')[1])));
  const count = measured.passing_count[row.language.name];
  if (failing) row.equal = [...failing].every((n) => ours.has(n)) && ours.size === failing.size ? 'yes' : `NO (ours: ${[...ours].sort((a, b) => a - b).join(' ')})`;
  else if (count !== undefined) row.equal = passed === count ? `yes (${count} passes; ids not published)` : `NO (${count} passes officially)`;
  if (row.equal.startsWith('NO')) unequal++;
}

const print = (row: (typeof rows)[number]) => {
  console.log(`${row.language.name.padEnd(13)} ${String(runsOf.get(row.language)!.length).padStart(7)} ${row.official.toFixed(1).padStart(10)}${rawColumn ? ` ${row.raw.toFixed(1).padStart(8)}` : ''} ${row.cells.join(' ')}  ${row.equal}`);
  for (const [mode, list] of Object.entries(row.slowest)) console.log(`${''.padEnd(13)} slowest in ${mode} mode (task s): ${list}`);
};
const wall: Record<string, number> = {};
let raw = 0;
if (!oneBatch) {
  for (const row of rows) {
    for (const mode of modes) {
      const t0 = performance.now();
      const { results } = await evaluateBatch(dataset, runsOf.get(row.language)!, { executor, mode, jobs, comparePaper: false });
      record(row, mode, results, (performance.now() - t0) / 1000);
    }
    if (withRaw) row.raw = rawSeconds(officialCommands(row.language), paperPrograms(row.language), jobs);
    print(row);
  }
  for (const mode of modes) wall[mode] = rows.reduce((s, r) => s + r.seconds[mode], 0);
  raw = rows.reduce((s, r) => s + r.raw, 0);
} else {
  // Every language's answers in one batch, in the rows' order, as `mcjudge evaluate` runs a file of
  // mixed languages: a slot free at the end of one language starts on the next. A row's seconds are
  // its samples' own wall times over the jobs (the slots' time it took), not wall time.
  for (const mode of modes) {
    const t0 = performance.now();
    const { results } = await evaluateBatch(dataset, [...runsOf.values()].flat(), { executor, mode, jobs, comparePaper: false });
    wall[mode] = (performance.now() - t0) / 1000;
    for (const row of rows) {
      const own = results.filter((r) => r.language === row.language.name);
      record(row, mode, own, own.reduce((s, r) => s + r.wall_ms, 0) / 1000 / jobs);
    }
  }
  rows.forEach(print);
  if (withRaw) raw = rawLoopSeconds(rows.map((r) => ({ language: officialCommands(r.language), programs: paperPrograms(r.language) })), jobs);
}
await executor.close?.();

const official = rows.reduce((s, r) => s + r.official, 0);
console.log(`${'all'.padEnd(13)} ${String(rows.reduce((s, r) => s + runsOf.get(r.language)!.length, 0)).padStart(7)} ${official.toFixed(1).padStart(10)}${rawColumn ? ` ${raw.toFixed(1).padStart(8)}` : ''} ${modes.map((m) => `${wall[m].toFixed(1).padStart(10)} ${''.padStart(7)}`).join(' ')}${oneBatch ? '  (wall time of the one batch)' : ''}`);
for (const m of modes) console.log(`${m} mode: ${(official / wall[m]).toFixed(2)}x the official harness (${official.toFixed(1)} s / ${wall[m].toFixed(1)} s)`);
if (withRaw) for (const m of modes) console.log(`${m} mode: ${(raw / wall[m]).toFixed(2)}x the bare official commands, ${jobs} at a time${oneBatch ? ' in one loop' : ''}, in this run (${raw.toFixed(1)} s / ${wall[m].toFixed(1)} s)`);
if (!oneBatch) {
  // Issue 16's figure: the rows it was filed with (Groovy, Kotlin and Scala were measured later).
  const issue = rows.filter((r) => !LATER_ROWS.includes(r.language.name));
  if (issue.length < rows.length) for (const m of modes) {
    const ours = issue.reduce((s, r) => s + r.seconds[m], 0);
    const theirs = issue.reduce((s, r) => s + r.official, 0);
    console.log(`${m} mode, issue 16's ${issue.length} rows (all but ${LATER_ROWS.join(', ')}): ${(theirs / ours).toFixed(2)}x the official harness (${theirs.toFixed(1)} s / ${ours.toFixed(1)} s)`);
  }
}
console.log(unequal === 0 ? 'paper mode: every pinned language failed exactly the official tasks' : `paper mode: ${unequal} language(s) differ from the official harness`);
process.exitCode = unequal === 0 ? 0 : 1;

/** The programs paper mode runs for these answers (those it can assemble), for the raw loop. */
function paperPrograms(language: Language): Program[] {
  return runsOf.get(language)!.flatMap((run) => {
    const assembly = assemble(language, run.task, run.answer, 'paper', dataset.references);
    return assembly.ok ? [assembly.program] : [];
  });
}
