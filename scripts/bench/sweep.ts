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
 * zygote), to compare the two in one session.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { assemble, evaluateBatch, getLanguage, loadDataset, type Executor, type Language, type Mode, type PlannedRun, type Program } from '../../core/index.ts';
import { diskDataSource, NativeExecutor, resolveTool, Sandbox } from '../../server/index.ts';
import { answerForm } from '../../test/fixtures/answer-forms.ts';
import { officialCommands, rawSeconds } from './compare-raw.ts';

interface Measured {
  failing: Record<string, number[] | 'all'>;
  passing_count: Record<string, number>;
  official_wall_seconds: Record<string, number>;
}
const measured = JSON.parse(readFileSync(new URL('../../test/fixtures/measured-form-a.json', import.meta.url), 'utf8')) as Measured;

const jobs = Number(process.env.JOBS ?? availableParallelism());
const modes = (process.env.SWEEP_MODES ?? 'paper,default').split(',').map((m) => m.trim()) as Mode[];
const withRaw = process.env.SWEEP_RAW === '1';
const wanted = process.env.SWEEP_LANGUAGES?.split(',').map((s) => s.trim()).filter(Boolean) ?? Object.keys(measured.official_wall_seconds);
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

console.log(`jobs ${jobs}; ${sandbox ? `sandboxed (${sandbox.report.isolation.split(':')[0]})` : 'bare'}; modes ${modes.join(', ')}${missing.length ? `; not installed here: ${missing.join(', ')}` : ''}`);
console.log(`${'language'.padEnd(13)} ${'samples'.padStart(7)} ${'official s'.padStart(10)}${withRaw ? ` ${'raw s'.padStart(8)}` : ''} ${modes.map((m) => `${`${m} s`.padStart(10)} ${'passed'.padStart(7)}`).join(' ')}  paper = official`);
const totals = { official: 0, raw: 0, samples: 0, byMode: Object.fromEntries(modes.map((m) => [m, 0])) as Record<string, number> };
let unequal = 0;
for (const language of languages) {
  const tasks = dataset.all().filter((t) => t.language === language.name && t.kind === 'generation');
  const runs: PlannedRun[] = tasks.map((task) => ({ language, task, generation: 0, answer: answerForm(language, task, 'A', dataset.references), source: `sweep:${task.id}` }));
  const cells: string[] = [];
  let equal = '–';
  for (const mode of modes) {
    const t0 = performance.now();
    const { results } = await evaluateBatch(dataset, runs, { executor, mode, jobs, comparePaper: false });
    const secs = (performance.now() - t0) / 1000;
    totals.byMode[mode] += secs;
    const passed = results.filter((r) => r.status === 'passed').length;
    cells.push(`${secs.toFixed(1).padStart(10)} ${`${passed}/${tasks.length}`.padStart(7)}`);
    if (mode !== 'paper') continue;
    const failing = officialFailing(language, tasks.length);
    const ours = new Set(results.filter((r) => r.status !== 'passed').map((r) => Number(r.task_id.split('/')[1])));
    const count = measured.passing_count[language.name];
    if (failing) equal = [...failing].every((n) => ours.has(n)) && ours.size === failing.size ? 'yes' : `NO (ours: ${[...ours].sort((a, b) => a - b).join(' ')})`;
    else if (count !== undefined) equal = passed === count ? `yes (${count} passes; ids not published)` : `NO (${count} passes officially)`;
    if (equal.startsWith('NO')) unequal++;
  }
  const official = measured.official_wall_seconds[language.name];
  totals.official += official;
  totals.samples += tasks.length;
  const raw = withRaw ? rawSeconds(officialCommands(language), paperPrograms(language, runs), jobs) : 0;
  totals.raw += raw;
  console.log(`${language.name.padEnd(13)} ${String(tasks.length).padStart(7)} ${official.toFixed(1).padStart(10)}${withRaw ? ` ${raw.toFixed(1).padStart(8)}` : ''} ${cells.join(' ')}  ${equal}`);
}
await executor.close?.();
console.log(`${'all'.padEnd(13)} ${String(totals.samples).padStart(7)} ${totals.official.toFixed(1).padStart(10)} ${modes.map((m) => `${totals.byMode[m].toFixed(1).padStart(10)} ${''.padStart(7)}`).join(' ')}`);
for (const m of modes) console.log(`${m} mode: ${(totals.official / totals.byMode[m]).toFixed(2)}x the official harness (${totals.official.toFixed(1)} s / ${totals.byMode[m].toFixed(1)} s)`);
if (withRaw) for (const m of modes) console.log(`${m} mode: ${(totals.raw / totals.byMode[m]).toFixed(2)}x the bare official commands, ${jobs} at a time, in this run (${totals.raw.toFixed(1)} s / ${totals.byMode[m].toFixed(1)} s)`);
console.log(unequal === 0 ? 'paper mode: every pinned language failed exactly the official tasks' : `paper mode: ${unequal} language(s) differ from the official harness`);
process.exitCode = unequal === 0 ? 0 : 1;

/** The programs paper mode runs for these answers (those it can assemble), for the raw loop. */
function paperPrograms(language: Language, runs: PlannedRun[]): Program[] {
  return runs.flatMap((run) => {
    const assembly = assemble(language, run.task, run.answer, 'paper', dataset.references);
    return assembly.ok ? [assembly.program] : [];
  });
}
