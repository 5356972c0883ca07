import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Mode, SampleResult } from '@mcjudge/core';

interface RunInfo {
  command: string;
  mode: Mode;
  dataset_sha256: string;
}

/**
 * <out>/results.jsonl, appended one verdict per line as samples finish, so an interrupted run loses
 * nothing; a rerun with the same --out skips what is there. <out>/run.json pins mode and dataset.
 */
export class ResultsFile {
  readonly path: string;
  readonly previous: SampleResult[] = [];

  constructor(
    readonly dir: string,
    info: RunInfo,
  ) {
    mkdirSync(dir, { recursive: true });
    this.path = join(dir, 'results.jsonl');
    const runPath = join(dir, 'run.json');
    if (existsSync(runPath)) {
      const old = JSON.parse(readFileSync(runPath, 'utf8')) as RunInfo;
      if (old.command !== info.command || old.mode !== info.mode || old.dataset_sha256 !== info.dataset_sha256)
        throw new Error(
          `${dir} holds a ${old.command} run in ${old.mode} mode on dataset ${old.dataset_sha256.slice(0, 12)}; ` +
            `this is ${info.command} in ${info.mode} mode on ${info.dataset_sha256.slice(0, 12)}. Use another --out.`,
        );
    }
    writeFileSync(runPath, JSON.stringify(info, null, 1) + '\n');
    if (existsSync(this.path)) {
      for (const line of readFileSync(this.path, 'utf8').split('\n')) {
        if (!line.trim()) continue;
        try {
          this.previous.push(JSON.parse(line) as SampleResult);
        } catch {
          // A line cut by a crash mid-write: that sample simply runs again.
        }
      }
    }
  }

  static key(r: Pick<SampleResult, 'task_id' | 'kind' | 'generation' | 'selftest'>): string {
    return `${r.kind}:${r.task_id}:${r.generation}:${r.selftest ?? ''}`;
  }

  append(r: SampleResult): void {
    appendFileSync(this.path, JSON.stringify(r) + '\n');
  }
}
