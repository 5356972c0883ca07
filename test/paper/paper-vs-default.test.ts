import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { assemble, evaluateGeneration, getLanguage, score, type Mode, type SampleResult, type Status } from '../../core/index.ts';
import { NativeExecutor } from '../../server/index.ts';
import { realTask, references } from '../fixtures/load.ts';

/**
 * Answers where the official harness and the default mode give different verdicts for a reason of
 * how the program is run (not only of how it is extracted). Each vector names a real McEval task, the
 * answer, both verdicts and why (test/fixtures/paper-vs-default.jsonl). The toolchain is required;
 * without it each test is skipped with the executor's reason.
 */
interface Vector {
  id: string;
  task_id: string;
  answer: string;
  /** The text the official extractor takes from the answer (between the prompt's head and the test). */
  official_program_middle: string;
  paper: Status;
  default: Status;
  why: string;
  provenance: string;
}

const vectors = readFileSync(new URL('../fixtures/paper-vs-default.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as Vector);
const executor = new NativeExecutor();
let refs: Record<string, string>;

beforeAll(async () => {
  refs = await references();
});

async function run(v: Vector, mode: Mode, comparePaper = false): Promise<SampleResult> {
  const language = getLanguage(v.task_id.slice(0, v.task_id.lastIndexOf('/')));
  const task = await realTask(v.task_id);
  return evaluateGeneration({ references: refs, executor, mode, cache: new Map(), comparePaper }, language, task, 0, v.answer);
}

describe('paper and default mode on answers the official runner judges differently', () => {
  for (const v of vectors) {
    const language = getLanguage(v.task_id.slice(0, v.task_id.lastIndexOf('/')));

    it(`${v.id}: the official extractor takes ${JSON.stringify(v.official_program_middle)} from the answer`, async () => {
      const task = await realTask(v.task_id);
      const assembly = assemble(language, task, v.answer, 'paper', refs);
      if (!assembly.ok) throw new Error(assembly.reason);
      expect(assembly.program.source).toContain('\n' + v.official_program_middle + '\n');
      expect(assembly.program.source).not.toContain(task.signature);
    });

    it(`${v.id}: ${v.task_id} is ${v.paper} in paper mode and ${v.default} in default mode`, { timeout: 60_000 }, async (ctx) => {
      const missing = await executor.unavailableReason(language);
      if (missing) ctx.skip(missing);
      const paper = await run(v, 'paper');
      const fixed = await run(v, 'default');
      expect(paper.status, `${paper.detail}\n${v.why}`).toBe(v.paper);
      expect(fixed.status, `${fixed.detail}\n${v.why}`).toBe(v.default);
    });

    it(`${v.id}: the comparison report counts ${v.paper === v.default ? 'no' : 'one'} changed verdict`, { timeout: 60_000 }, async (ctx) => {
      const missing = await executor.unavailableReason(language);
      if (missing) ctx.skip(missing);
      const result = await run(v, 'default', true);
      const flips = (v.paper === 'passed') !== (v.default === 'passed');
      expect(result.paper_status).toBe(v.paper === v.default ? undefined : v.paper);
      expect(score([result], 'test', 'default').paper_differences).toEqual({
        count: flips ? 1 : 0,
        fixed: flips && v.default === 'passed' ? 1 : 0,
        unfixed: flips && v.default !== 'passed' ? 1 : 0,
        task_ids: flips ? [v.task_id] : [],
      });
    });
  }
});
