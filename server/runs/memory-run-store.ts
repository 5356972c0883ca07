import { VERDICT_RULES, type Sample, type SampleResult } from '@mcjudge/core';
import { ENDED, resultKey, type RunPatch, type RunRecord, type RunState, type RunStore } from './run-store.ts';

interface Held {
  record: RunRecord;
  samples?: Sample[];
  results: SampleResult[];
  keys: Set<string>;
}

/**
 * Runs in this process's memory: the embedded default (no Redis). A restart loses them. Ended runs are
 * kept for `retainMs` (their results stay readable), then forgotten, and the input of an ended run goes at once.
 */
export class MemoryRunStore implements RunStore {
  private readonly runs = new Map<string, Held>();
  constructor(private readonly retainMs = 24 * 3600_000) {}

  async create(record: RunRecord, samples: Sample[]): Promise<void> {
    this.runs.set(record.id, { record: { ...record }, samples, results: [], keys: new Set() });
  }

  async get(id: string): Promise<RunRecord | undefined> {
    const held = this.runs.get(id);
    return held && { ...held.record };
  }

  async samples(id: string): Promise<Sample[] | undefined> {
    return this.runs.get(id)?.samples;
  }

  async update(id: string, patch: RunPatch): Promise<void> {
    const held = this.runs.get(id);
    if (!held) return;
    Object.assign(held.record, patch);
    if (patch.state && ENDED.includes(patch.state)) {
      held.samples = undefined;
      setTimeout(() => this.runs.delete(id), this.retainMs).unref();
    }
  }

  async transition(id: string, from: readonly RunState[], to: RunState, patch: RunPatch = {}): Promise<boolean> {
    const held = this.runs.get(id);
    if (!held || !from.includes(held.record.state)) return false;
    await this.update(id, { ...patch, state: to });
    return true;
  }

  async record(id: string, result: SampleResult, rules = VERDICT_RULES): Promise<boolean> {
    const held = this.runs.get(id);
    const key = resultKey(result);
    if (!held || held.record.state !== 'running' || held.keys.has(key) || held.record.verdict_rules !== rules) return false;
    held.keys.add(key);
    held.results.push(result);
    held.record.done++;
    if (result.status === 'passed') held.record.passed++;
    return true;
  }

  async results(id: string, after: number, limit: number): Promise<SampleResult[]> {
    return this.runs.get(id)?.results.slice(after, after + limit) ?? [];
  }

  async recordedKeys(id: string): Promise<Set<string>> {
    return new Set(this.runs.get(id)?.keys);
  }

  async close(): Promise<void> {}
}
