import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { diskDataSource } from '../../server/data/disk-data.ts';
import { getLanguage } from '../languages/index.ts';
import type { TaskKind } from '../types.ts';
import type { Answer } from './answer-line.ts';
import { askUnits, type AskUnitsOptions } from './ask-units.ts';
import type { ModelPrompt } from './prompt.ts';
import { planUnits } from './resume.ts';
import { GaveUp } from './retry.ts';
import { loadSourceRecords } from './source-records.ts';

// The official C example outputs: each prompt McEval's scripts sent, and the answer the model gave.
type Official = { task_id: string; instruction: string; raw_generation: string[]; stage1_instruction?: string; stage1_raw_generation?: string[] };
const official = (file: string): Official[] =>
  gunzipSync(readFileSync(new URL(`../../data/examples/official-C/${file}`, import.meta.url)))
    .toString('utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Official);
const recorded = new Map<string, string>();
for (const r of official('generation_C.jsonl.gz')) recorded.set(r.instruction, r.raw_generation[0]);
for (const r of official('explanation_C.jsonl.gz')) {
  recorded.set(r.stage1_instruction!, r.stage1_raw_generation![0]);
  recorded.set(r.instruction, r.raw_generation[0]);
}
const promptText = (p: ModelPrompt) => (p.api === 'chat' ? p.messages.at(-1)!.content : p.prompt);
const recordedAnswer = (p: ModelPrompt): Answer => {
  const text = recorded.get(promptText(p));
  if (text === undefined) throw new Error(`no recorded answer for ${promptText(p).slice(0, 60)}`);
  return { text, finishReason: 'stop' };
};
const tick = () => new Promise((r) => setTimeout(r, 1));

async function unitsOf(kind: TaskKind, limit: number) {
  const { records } = await loadSourceRecords(diskDataSource(), { kind, languages: [getLanguage('C')], limit });
  return planUnits(records, 1, new Set(), new Map());
}

function options(over: Partial<AskUnitsOptions> & Pick<AskUnitsOptions, 'ask'>): AskUnitsOptions & { lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  return { task: 'generation', api: 'chat', concurrency: 3, halt: new AbortController(), onAnswer: (_, line) => void lines.push(line), lines, ...over };
}

describe('askUnits', () => {
  it('asks the first question alone, then at most `concurrency` at once, and writes each answer as McEval\'s scripts do', async () => {
    const units = await unitsOf('generation', 8);
    let inFlight = 0;
    let most = 0;
    const order: string[] = [];
    const o = options({
      ask: async (prompt, unit, probe) => {
        order.push(`${unit.source.task.id}${probe ? ' probe' : ''} in flight ${inFlight}`);
        inFlight++;
        most = Math.max(most, inFlight);
        await tick();
        inFlight--;
        return recordedAnswer(prompt);
      },
      onFirstAnswer: () => void order.push('first answer'),
    });
    const outcome = await askUnits(units, o);
    expect(outcome).toEqual({ outcome: 'complete', firstAnswered: true, answers: 8, failed: 0 });
    expect(order.slice(0, 2)).toEqual(['C/1 probe in flight 0', 'first answer']);
    expect(most).toBe(3);
    const byId = new Map(official('generation_C.jsonl.gz').map((r) => [r.task_id, r.raw_generation]));
    for (const line of o.lines) expect(line.raw_generation).toEqual(byId.get(line.task_id as string));
  });

  it('explanation: asks stage 1, then the stage-2 instruction built from its answer, which is the official one', async () => {
    const units = await unitsOf('explanation', 4);
    const stage1: Record<string, unknown>[] = [];
    const o = options({ task: 'explanation', ask: async (prompt) => recordedAnswer(prompt), onStage1: (_, line) => void stage1.push(line) });
    expect(await askUnits(units, o)).toMatchObject({ outcome: 'complete', answers: 4 });
    const byId = new Map(official('explanation_C.jsonl.gz').map((r) => [r.task_id, r]));
    for (const line of o.lines) {
      const want = byId.get(line.task_id as string)!;
      expect(line).toMatchObject({ instruction: want.instruction, stage1_instruction: want.stage1_instruction, stage1_raw_generation: want.stage1_raw_generation, raw_generation: want.raw_generation });
    }
    expect(stage1.map((l) => l.raw_generation)).toEqual(units.map((u) => byId.get(u.source.task.id)!.stage1_raw_generation));
  });

  it('counts an answer given up on and goes on; an empty answer is an answer', async () => {
    const units = await unitsOf('generation', 4);
    const gaveUp: string[] = [];
    const o = options({
      ask: async (prompt, unit) => {
        if (unit.source.task.id === 'C/2') throw new GaveUp('400 prompt too long', 1, false, 400);
        if (unit.source.task.id === 'C/3') return { text: '', finishReason: 'stop' };
        return recordedAnswer(prompt);
      },
      onGaveUp: (unit, e) => void gaveUp.push(`${unit.source.task.id}: ${e.reason}`),
    });
    expect(await askUnits(units, o)).toEqual({ outcome: 'incomplete', firstAnswered: true, answers: 3, failed: 1 });
    expect(gaveUp).toEqual(['C/2: 400 prompt too long']);
    expect(o.lines.find((l) => l.task_id === 'C/3')?.raw_generation).toEqual(['']);
  });

  it('stops at the first request when it fails, asking nothing more', async () => {
    const units = await unitsOf('generation', 5);
    let asked = 0;
    const o = options({
      ask: async () => {
        asked++;
        throw new GaveUp('cannot reach it', 1, true);
      },
    });
    const outcome = await askUnits(units, o);
    expect(outcome).toMatchObject({ outcome: 'endpoint_error', firstAnswered: false, answers: 0 });
    expect(outcome.error?.reason).toBe('cannot reach it');
    expect(asked).toBe(1);
  });

  it('stops the whole run on a fatal error in the middle of it, aborting the requests in flight', async () => {
    const units = await unitsOf('generation', 10);
    let asked = 0;
    const o = options({
      concurrency: 2,
      ask: async (prompt, unit, _probe, signal) => {
        asked++;
        if (unit.source.task.id === 'C/3') throw new GaveUp('401 key revoked', 1, true, 401);
        if (unit.source.task.id === 'C/2') await new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
        return recordedAnswer(prompt);
      },
    });
    const outcome = await askUnits(units, o);
    expect(outcome).toMatchObject({ outcome: 'endpoint_error', firstAnswered: true, answers: 1 });
    expect(outcome.error?.reason).toBe('401 key revoked');
    expect(o.halt.signal.aborted).toBe(true);
    expect(asked).toBe(3);
  });

  it('stops when the caller aborts (Ctrl-C, Cancel), and a closed gate asks no more', async () => {
    const units = await unitsOf('generation', 6);
    const halt = new AbortController();
    const o = options({
      halt,
      concurrency: 1,
      ask: async (prompt) => recordedAnswer(prompt),
      onAnswer: (_, line) => {
        if (line.task_id === 'C/2') halt.abort(new Error('interrupted'));
      },
    });
    expect(await askUnits(units, o)).toEqual({ outcome: 'interrupted', firstAnswered: true, answers: 2, failed: 0 });
    let open = 3;
    const gated = options({ concurrency: 1, ask: async (prompt) => recordedAnswer(prompt), gate: () => open-- > 0 });
    expect(await askUnits(units, gated)).toEqual({ outcome: 'interrupted', firstAnswered: true, answers: 3, failed: 0 });
  });
});
