/** How far a generation run is: answers in, of how many, retries, answers given up on, time so far. */
export interface GenerateTally {
  done: number;
  total: number;
  retries: number;
  failed: number;
  elapsedMs: number;
}

/** A duration as a progress line shows it: `42s`, `3m07s`, `2h05m`; `?` when unknown. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  if (seconds < 60) return `${Math.round(seconds)}s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m${String(Math.round(seconds % 60)).padStart(2, '0')}s`;
  return `${Math.floor(seconds / 3600)}h${String(Math.floor((seconds % 3600) / 60)).padStart(2, '0')}m`;
}

/** Answers per second so far (0 before any time has passed). */
export function answerRate(t: Pick<GenerateTally, 'done' | 'elapsedMs'>): number {
  return t.elapsedMs > 0 ? t.done / (t.elapsedMs / 1000) : 0;
}

/** Whole percent done (100 when there is nothing to do). */
export function percentDone(t: Pick<GenerateTally, 'done' | 'total'>): number {
  return t.total ? Math.floor((t.done / t.total) * 100) : 100;
}

/** The progress line of a run, the CLI's and the web app's: `generate 3/10 (30%) 1.50 answers/s, ETA 5s, 0 retries, 0 failed`. */
export function describeGenerateProgress(t: GenerateTally): string {
  const rate = answerRate(t);
  const eta = rate > 0 ? formatDuration((t.total - t.done) / rate) : '?';
  return `generate ${t.done}/${t.total} (${percentDone(t)}%) ${rate.toFixed(2)} answers/s, ETA ${eta}, ${t.retries} retries, ${t.failed} failed`;
}
