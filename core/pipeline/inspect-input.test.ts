import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { diskDataSource } from '../../server/data/disk-data.ts';
import { loadDataset } from '../dataset/dataset.ts';
import { getLanguage } from '../languages/index.ts';
import { commonKind, inferKind, inspectInput, kindFromFileName } from './inspect-input.ts';

const EXAMPLES = join(import.meta.dirname, '../../data/examples/official-C');
const example = (file: string) => gunzipSync(readFileSync(join(EXAMPLES, file))).toString('utf8');

describe('kindFromFileName and inferKind', () => {
  it('reads the kind from McEval output file names', () => {
    expect(kindFromFileName('explanation_C.jsonl.gz')).toBe('explanation');
    expect(kindFromFileName('outputs/completion_light_C.jsonl')).toBe('completion');
    expect(kindFromFileName('generation-Python.jsonl')).toBe('generation');
    expect(kindFromFileName('my_outputs.jsonl')).toBeUndefined();
    expect(kindFromFileName('explanationless.jsonl')).toBeUndefined();
  });
  it('completion ids (-N-single, -N-multi, -N-span, -N-light-span) say completion whatever the name', () => {
    expect(inferKind('x.jsonl', ['C/1-0-single', 'Common Lisp/3-1-multi', 'Go/2-0-span', 'C/1-0-light-span'])).toEqual({ kind: 'completion', from: 'ids' });
    expect(inferKind('explanation_C.jsonl', ['C/1-0-single']).conflict).toMatch(/file name says explanation/);
    expect(inferKind('x.jsonl', ['C/1-0-single', 'C/2']).conflict).toMatch(/1 of 2 ids are not completion ids/);
  });
  it('generation and explanation share ids: the file name decides, generation by default', () => {
    expect(inferKind('explanation_C.jsonl', ['C/1'])).toEqual({ kind: 'explanation', from: 'file name' });
    expect(inferKind('answers.jsonl', ['C/1'])).toEqual({ kind: 'generation', from: 'default' });
    expect(inferKind('completion_C.jsonl', ['C/1']).conflict).toMatch(/no id is a completion id/);
  });
});

describe('inspectInput on the bundled official McEval outputs', () => {
  it('explanation_C: 50 records, kind from the file name, C only, nothing malformed', () => {
    const s = inspectInput(example('explanation_C.jsonl.gz'), 'explanation_C.jsonl.gz');
    expect(s).toMatchObject({ records: 50, samples: 50, generations: 50, kind: 'explanation', kindFrom: 'file name', languages: [{ name: 'C', generations: 50 }], malformed: [], unknownIds: [] });
    expect(s.error).toBeUndefined();
  });
  it('completion_light_C: completion from its ids', () => {
    const s = inspectInput(example('completion_light_C.jsonl.gz'), 'completion_light_C.jsonl.gz');
    expect(s).toMatchObject({ records: 50, kind: 'completion', kindFrom: 'ids', languages: [{ name: 'C', generations: 50 }] });
    expect(s.kindConflict).toBeUndefined();
  });
  it('generation_C renamed to answers.jsonl: generation by default', () => {
    expect(inspectInput(example('generation_C.jsonl.gz'), 'answers.jsonl')).toMatchObject({ records: 50, kind: 'generation', kindFrom: 'default' });
  });
});

describe('inspectInput on hand-made files', () => {
  it('gives the line numbers of malformed lines and keeps the good ones', () => {
    const text = ['{"task_id":"Python/1","completion":"a"}', '', '{"task_id": "Python/2", "completion": ', '{"completion":"no id"}', '{"task_id":"Rust/4","raw_generation":["x","y"]}'].join('\n');
    const s = inspectInput(text, 'mine.jsonl');
    expect(s.malformed.map((m) => m.line)).toEqual([3, 4]);
    expect(s.malformed[0].message).toMatch(/not valid JSON/);
    expect(s.records).toBe(2);
    expect(s.generations).toBe(3);
    expect(s.languages).toEqual([
      { name: 'Python', generations: 1 },
      { name: 'Rust', generations: 2 },
    ]);
    expect(s.error).toBeUndefined();
  });
  it('reports ids with no McEval language, and ids the dataset lacks when it is given', async () => {
    const dataset = await loadDataset(diskDataSource(), { languages: [getLanguage('C')], kinds: ['generation', 'completion'] });
    const known = (id: string, kind: 'generation' | 'explanation' | 'completion') => !!dataset.find(id, kind);
    const text = ['C/1', 'C/50', 'C/9999', 'Klingon/1', 'C/2-0-single'].map((id) => JSON.stringify({ task_id: id, completion: 'x' })).join('\n');
    expect(inspectInput(text, 'a.jsonl').unknownIds).toEqual(['Klingon/1']);
    expect(inspectInput(text, 'a.jsonl', { known }).unknownIds).toEqual(['C/9999', 'Klingon/1']);
  });
  it('an empty file, or one with no valid record, is an error on that file', () => {
    expect(inspectInput('', 'e.jsonl').error).toBe('empty file: no record');
    expect(inspectInput('\n  \n', 'e.jsonl').error).toBe('empty file: no record');
    const garbage = inspectInput('\u001f\u008b\u0008 not json\nstill not', 'g.jsonl');
    expect(garbage.error).toBe('no valid record: 2 malformed lines');
    expect(inspectInput('{"task_id":"Nope/1","completion":"x"}', 'n.jsonl').error).toMatch(/no McEval generation task/);
  });
  it('commonKind: the kind several usable files agree on', () => {
    expect(commonKind([{ kind: 'explanation' }, { kind: 'explanation' }, { kind: 'generation', error: 'empty' }])).toBe('explanation');
    expect(commonKind([{ kind: 'explanation' }, { kind: 'generation' }])).toBeUndefined();
  });
});
