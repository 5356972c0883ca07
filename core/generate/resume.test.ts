import { describe, expect, it } from 'vitest';
import { answerKey } from './answer-line.ts';
import { planUnits, readAnswers } from './resume.ts';
import type { SourceRecord } from './source-records.ts';
import type { Task } from '../types.ts';

const source = (id: string): SourceRecord => ({ task: { id, language: 'C', kind: 'generation' } as Task, record: { task_id: id } });

describe('readAnswers', () => {
  it('keeps whole answer lines and drops a line cut by a kill mid-write, asking for a rewrite', () => {
    const text = [
      JSON.stringify({ task_id: 'C/1', raw_generation: ['a'], sample: 0 }),
      JSON.stringify({ task_id: 'C/2', raw_generation: [''], sample: 0 }),
      '{"task_id": "C/3", "raw_gen',
    ].join('\n');
    const read = readAnswers(text);
    expect([...read.answers.keys()]).toEqual(['C/1#0', 'C/2#0']);
    expect(read.dropped).toBe(1);
    expect(read.rewrite).toBe(true);
  });

  it('needs no rewrite for clean JSONL, and numbers lines without `sample` (McEval\'s own) in file order', () => {
    const text = [{ task_id: 'C/1', raw_generation: ['x'] }, { task_id: 'C/1', raw_generation: ['y'] }, { task_id: 'C/2', raw_generation: ['z'] }].map((l) => JSON.stringify(l) + '\n').join('');
    const read = readAnswers(text);
    expect(read.rewrite).toBe(false);
    expect([...read.answers.keys()]).toEqual(['C/1#0', 'C/1#1', 'C/2#0']);
    expect(read.answers.get('C/1#1')?.raw_generation).toEqual(['y']);
  });

  it('asks for a rewrite when the last line has no newline (it may be cut)', () => {
    expect(readAnswers(JSON.stringify({ task_id: 'C/1', raw_generation: ['a'] })).rewrite).toBe(true);
  });
});

describe('planUnits', () => {
  it('asks only for missing answers, every first sample before any second, with known stage-1 answers attached', () => {
    const records = [source('C/1'), source('C/2')];
    const units = planUnits(records, 2, new Set([answerKey('C/1', 0)]), new Map([[answerKey('C/2', 1), 'docstring']]));
    expect(units.map((u) => [u.source.task.id, u.sample, u.stage1])).toEqual([
      ['C/2', 0, undefined],
      ['C/1', 1, undefined],
      ['C/2', 1, 'docstring'],
    ]);
  });
});
