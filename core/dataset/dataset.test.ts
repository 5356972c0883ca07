import { describe, expect, it } from 'vitest';
import { diskDataSource } from '../../server/data/disk-data.ts';
import { loadDataset } from './dataset.ts';
import { parseSamples } from './samples.ts';

describe('loadDataset', () => {
  it('loads and validates all 16,031 McEval tasks with the published counts', async () => {
    const ds = await loadDataset(diskDataSource());
    const count = (kind: string, variant?: string) => ds.all().filter((t) => t.kind === kind && t.variant === variant).length;
    expect(count('generation')).toBe(2007);
    expect(count('explanation')).toBe(2007);
    expect(count('completion', 'single')).toBe(2998);
    expect(count('completion', 'multi')).toBe(2998);
    expect(count('completion', 'span')).toBe(4014);
    expect(count('completion', 'light')).toBe(2007);
    expect(ds.all()).toHaveLength(16031);
    expect(ds.sha256).toMatch(/^[0-9a-f]{64}$/);
  });
  it('fills in the level of completion tasks from their generation task', async () => {
    const ds = await loadDataset(diskDataSource(), { kinds: ['completion'] });
    expect(ds.find('C/2-0-single', 'completion')?.level).toBeDefined();
    expect(ds.references['Markdown/34.md'].endsWith('\n')).toBe(true);
  });
});

describe('parseSamples', () => {
  it('reports malformed lines with file and line and keeps the good ones', () => {
    const text = '{"task_id":"C/1","raw_generation":["a"]}\nnot json\n{"task_id":"C/2"}\n{"task_id":"C/3","completion":"b"}\n{"task_id":"C/3","completion":"c"}\n';
    const { samples, problems } = parseSamples(text, 'x.jsonl');
    expect(samples.map((s) => [s.taskId, s.generations])).toEqual([
      ['C/1', ['a']],
      ['C/3', ['b', 'c']],
    ]);
    expect(problems.map((p) => p.source)).toEqual(['x.jsonl:2', 'x.jsonl:3']);
    expect(problems[1].message).toContain('raw_generation');
  });
});
