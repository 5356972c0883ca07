import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { VERDICT_RULES, type Mode, type SampleResult, type Status } from '@mcjudge/core';

interface RunInfo {
  command: string;
  mode: Mode;
  dataset_sha256: string;
}

/** What run.json pins: the run, and the verdict rules its results were judged by (absent: 1). */
interface PinnedRun extends RunInfo {
  verdict_rules?: number;
}

/**
 * Statuses that say the sample never ran to a verdict (the executor failed, or could not run the
 * language here): a rerun runs those samples again instead of counting them as done.
 */
export const NOT_DONE: ReadonlySet<Status> = new Set<Status>(['infra_error', 'unavailable']);

type Key = Pick<SampleResult, 'task_id' | 'kind' | 'generation' | 'selftest'>;

/**
 * <out>/results.jsonl, appended one verdict per line as samples finish, so an interrupted run loses
 * nothing. Read back, the last line of a sample wins; the file is rewritten with one line per sample
 * when opened and when `compact()` is called at the end of a run. A rerun with the same --out skips
 * the samples that are done, and runs again those that ended as infra_error or unavailable.
 * <out>/run.json pins mode, dataset and verdict rules (VERDICT_RULES): results judged by other rules
 * are never resumed into.
 */
export class ResultsFile {
  readonly path: string;
  /** The final result of every sample in the file (the last line of each), in first-seen order. */
  private readonly latest = new Map<string, SampleResult>();

  constructor(
    readonly dir: string,
    info: RunInfo,
  ) {
    mkdirSync(dir, { recursive: true });
    this.path = join(dir, 'results.jsonl');
    const runPath = join(dir, 'run.json');
    if (existsSync(runPath)) {
      const old = JSON.parse(readFileSync(runPath, 'utf8')) as PinnedRun;
      if (old.command !== info.command || old.mode !== info.mode || old.dataset_sha256 !== info.dataset_sha256)
        throw new Error(
          `${dir} holds a ${old.command} run in ${old.mode} mode on dataset ${old.dataset_sha256.slice(0, 12)}; ` +
            `this is ${info.command} in ${info.mode} mode on ${info.dataset_sha256.slice(0, 12)}. Use another --out.`,
        );
      const rules = old.verdict_rules ?? 1;
      if (rules !== VERDICT_RULES)
        throw new Error(
          `${dir} holds results judged by verdict rules ${rules} (another mcjudge release); this one judges by rules ${VERDICT_RULES}, ` +
            `and some verdicts differ between them (docs/fidelity.md). Use another --out.`,
        );
    }
    writeFileSync(runPath, JSON.stringify({ ...info, verdict_rules: VERDICT_RULES } satisfies PinnedRun, null, 1) + '\n');
    const { results, lines } = readResults(this.path);
    for (const r of results) this.latest.set(ResultsFile.key(r), r);
    if (lines !== this.latest.size) this.compact();
  }

  static key(r: Key): string {
    return `${r.kind}:${r.task_id}:${r.generation}:${r.selftest ?? ''}`;
  }

  /** Every sample's final result so far (this run's included). */
  get results(): SampleResult[] {
    return [...this.latest.values()];
  }

  /** Final results that count as done (a rerun skips them). */
  get done(): SampleResult[] {
    return this.results.filter((r) => !NOT_DONE.has(r.status));
  }

  /** The sample has a final verdict; false for one that never ran (infra_error, unavailable) or is absent. */
  isDone(key: Key): boolean {
    const r = this.latest.get(ResultsFile.key(key));
    return r !== undefined && !NOT_DONE.has(r.status);
  }

  append(r: SampleResult): void {
    appendFileSync(this.path, JSON.stringify(r) + '\n');
    this.latest.set(ResultsFile.key(r), r);
  }

  /** Rewrites the file with one line per sample (its final result), atomically. */
  compact(): void {
    const tmp = this.path + '.tmp';
    writeFileSync(tmp, this.results.map((r) => JSON.stringify(r) + '\n').join(''));
    renameSync(tmp, this.path);
  }
}

/** The results of a results.jsonl (one per line, later lines after earlier ones) and its count of lines. */
export function readResults(path: string): { results: SampleResult[]; lines: number } {
  const results: SampleResult[] = [];
  let lines = 0;
  if (!existsSync(path)) return { results, lines };
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    lines++;
    try {
      results.push(JSON.parse(line) as SampleResult);
    } catch {
      // A line cut by a crash mid-write: that sample simply runs again (and compaction drops the line).
    }
  }
  return { results, lines };
}
