import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RunClient, generationKey, type AnswersText, type Language, type Mode, type PlannedRun, type RunClientOutcome, type SampleResult, type SavedRunRef, type TaskKind } from '@mcjudge/core';
import type { ResultsFile } from './results-file.ts';

export type { AnswersText };

/**
 * `mcjudge evaluate --executor remote`: the whole evaluation runs on the server as a durable run, which
 * core's RunClient follows into results.jsonl. A client stopped or killed picks the same run up when the
 * same command runs again: `<out>/server-run.json` names it. What never came back is not scored (exit
 * 3), never a failure.
 */
export interface ServerRunOptions {
  /** The server's base URL. */
  server: string;
  token?: string;
  mode: Mode;
  task?: TaskKind;
  languages?: Language[];
  compare: boolean;
  out: string;
  /** How long an unreachable server is waited for before this client gives up following (ms). */
  retryMs: number;
  log: (line: string) => void;
}

export class ServerRun {
  constructor(private readonly o: ServerRunOptions) {}

  /** Evaluates `todo` (the samples results.jsonl lacks) on the server, appending each result with this machine's `file:line`. */
  async evaluate(answers: AnswersText[], todo: PlannedRun[], results: ResultsFile, onResult: (r: SampleResult) => void): Promise<RunClientOutcome> {
    const byKey = new Map(todo.map((run) => [generationKey({ task_id: run.task.id, kind: run.task.kind, generation: run.generation }), run]));
    const savedPath = join(this.o.out, 'server-run.json');
    const client = new RunClient({
      server: this.o.server,
      token: this.o.token,
      mode: this.o.mode,
      task: this.o.task,
      languages: this.o.languages?.map((l) => l.name),
      compare: this.o.compare,
      retryMs: this.o.retryMs,
      again: 'run the same command again',
      log: this.o.log,
      saved: {
        load: () => {
          if (!existsSync(savedPath)) return undefined;
          try {
            return JSON.parse(readFileSync(savedPath, 'utf8')) as SavedRunRef;
          } catch {
            return undefined;
          }
        },
        save: (ref) => writeFileSync(savedPath, JSON.stringify(ref, null, 1) + '\n'),
      },
    });
    return client.evaluate(answers, [...byKey.values()].map((run) => ({ task_id: run.task.id, kind: run.task.kind, generation: run.generation })), (result) => {
      const run = byKey.get(generationKey(result));
      const local: SampleResult = { ...result, ...(run?.source ? { source: run.source } : {}) };
      results.append(local);
      onResult(local);
    });
  }
}
