import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getLanguage } from '../../languages/index.ts';
import type { Task } from '../../types.ts';
import { runOfficialExtractor } from './run.ts';

/**
 * Test vectors produced by running the official McEval extractors (MCEVAL/McEval@09dec12) unmodified:
 * docs/harness/extractors.md#the-test-vectors-testfixturesofficial-extractor-vectorsjsonl. Each program must be reproduced byte for byte.
 */
interface Vector {
  id: string;
  name: string;
  lang: string;
  item: { task_id: string; entry_point?: string; signature?: string; prompt?: string; test?: string; module?: string };
  answer: string;
  program: string;
}

const vectors: Vector[] = readFileSync(new URL('../../../test/fixtures/official-extractor-vectors.jsonl', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l));

function taskOf(v: Vector): Task {
  return {
    id: v.item.task_id,
    language: v.lang,
    kind: 'generation',
    number: v.item.task_id.split('/')[1],
    prompt: v.item.prompt ?? '',
    instruction: '',
    canonical: '',
    test: v.item.test ?? '',
    entryPoint: v.item.entry_point ?? '',
    signature: v.item.signature ?? '',
    module: v.item.module,
  };
}

/** Go's import block comes from a Python set: compare its lines as a set. */
function normalizeGoImports(program: string): string {
  return program.replace(/import \(\n([\s\S]*?)\n\)/, (_, body: string) => `import (\n${body.split('\n').sort().join('\n')}\n)`);
}

describe('official extractors reproduce the official program text', () => {
  it('has all 54 vectors', () => expect(vectors.length).toBe(54));
  for (const v of vectors) {
    it(`${v.id} ${v.name} (${v.lang})`, () => {
      const got = runOfficialExtractor(getLanguage(v.lang), v.answer, taskOf(v)).program;
      if (v.lang === 'Go') expect(normalizeGoImports(got)).toBe(normalizeGoImports(v.program));
      else expect(got).toBe(v.program);
    });
  }
});
