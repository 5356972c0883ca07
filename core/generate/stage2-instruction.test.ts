import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { diskDataSource } from '../../server/data/disk-data.ts';
import { LANGUAGES, getLanguage } from '../languages/index.ts';
import { loadSourceRecords } from './source-records.ts';
import { stage2Instruction } from './stage2-instruction.ts';

// Test vectors: the templates of docs/harness/generation.md (McEval's inference/gen_stage2_instruction.py).
const task = (id: string, language: string, signature = '') => ({ id, language, signature });

describe('stage2Instruction', () => {
  it('equals the stage-2 instruction of each of the 50 official C explanation outputs, built from their stage-1 answer', () => {
    const lines = gunzipSync(readFileSync(new URL('../../data/examples/official-C/explanation_C.jsonl.gz', import.meta.url)))
      .toString('utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as { task_id: string; signature: string; instruction: string; stage1_raw_generation: string[] });
    expect(lines).toHaveLength(50);
    for (const r of lines) expect(stage2Instruction(task(r.task_id, 'C', r.signature), r.stage1_raw_generation[0])).toBe(r.instruction);
  });

  it('writes a normal language as its task id says it, with the signature', () => {
    expect(stage2Instruction(task('CPP/7', 'CPP', 'int add(int a, int b)'), 'Adds two numbers.')).toBe(
      'Write a CPP function `int add(int a, int b)` to solve the following problem:\nAdds two numbers.',
    );
    expect(stage2Instruction(task('Common Lisp/1', 'Common Lisp', '(defun has-close-elements (numbers threshold)'), 'Checks closeness.')).toBe(
      'Write a Common Lisp function `(defun has-close-elements (numbers threshold)` to solve the following problem:\nChecks closeness.',
    );
  });

  it('uses the AWK, HTML, JSON and Markdown templates, which have no signature', () => {
    const doc = 'Prints the first field of each line.';
    expect(stage2Instruction(task('AWK/1', 'AWK'), doc)).toBe(`Using the awk command in Linux, complete the following task:\n${doc}`);
    expect(stage2Instruction(task('HTML/1', 'HTML'), doc)).toBe(`Generate HTML code according to the following requirements:\n${doc}`);
    expect(stage2Instruction(task('JSON/1', 'JSON'), doc)).toBe(`Create a JSON object according to the following requirements:\n${doc}`);
    expect(stage2Instruction(task('Markdown/1', 'Markdown'), doc)).toBe(`Generate Markdown code according to the following requirements:\n${doc}`);
  });

  it('keeps the stage-1 answer verbatim, braces and template names included', () => {
    const doc = '  Returns {signature} and {lang} as text\nover two lines.  ';
    expect(stage2Instruction(task('Python/3', 'Python', 'def f(x):'), doc)).toBe(`Write a Python function \`def f(x):\` to solve the following problem:\n${doc}`);
    expect(stage2Instruction(task('JSON/2', 'JSON'), '')).toBe('Create a JSON object according to the following requirements:\n');
  });

  it('picks the same template as the official rule (by the task id language name) for every explanation task of the 40 languages', async () => {
    const { records } = await loadSourceRecords(diskDataSource(), { kind: 'explanation', languages: LANGUAGES });
    expect(records).toHaveLength(2007);
    const own: Record<string, string> = {
      awk: 'Using the awk command in Linux, complete the following task:\n',
      html: 'Generate HTML code according to the following requirements:\n',
      json: 'Create a JSON object according to the following requirements:\n',
      markdown: 'Generate Markdown code according to the following requirements:\n',
    };
    for (const { task: t } of records) {
      const name = t.id.split('/')[0].trim().toLowerCase();
      const expected = name in own ? own[name] + 'DOC' : `Write a ${t.id.split('/')[0]} function \`${t.signature}\` to solve the following problem:\nDOC`;
      expect(stage2Instruction(t, 'DOC'), t.id).toBe(expected);
    }
    expect(getLanguage('AWK').pass.kind).toBe('awk');
  });
});
