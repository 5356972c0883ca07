import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../cli/src/main.ts';
import { readExample, recordedAnswers } from './openai-replay/recordings.ts';
import { ReplayServer } from './openai-replay/server.ts';

// `mcjudge run` = generate + evaluate against the replay server, which answers with the official C
// outputs: the score must be exactly the one `mcjudge evaluate` gives on those outputs themselves.

const TASKS = 15;
const tmp = () => mkdtempSync(join(tmpdir(), 'mcjudge-run-'));

async function cli(...argv: string[]): Promise<{ code: number; log: string }> {
  const lines: string[] = [];
  const code = await main(argv, (s) => lines.push(s));
  return { code, log: lines.join('\n') };
}

const readJsonl = (path: string) =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as { task_id: string; status: string; generation: number });

let server: ReplayServer;
beforeAll(async () => {
  server = await ReplayServer.start({ answers: recordedAnswers() });
});
afterAll(() => server.close());

describe('mcjudge run', () => {
  it('reproduces exactly the Pass@1 and verdicts that mcjudge evaluate gives on the official C outputs, and carries generate.json into summary.json', async () => {
    const out = tmp();
    const run = await cli('run', '--endpoint', server.url, '--model', 'replay-model', '--languages', 'C', '--limit', String(TASKS), '--executor', 'native', '--out', out);
    expect(run.code, run.log).toBe(0);
    expect(server.count()).toBe(TASKS);
    expect(run.log).toMatch(/^overall\s+\d+\/15/m); // evaluate's own table

    // The official file itself, cut to the same tasks (the first TASKS lines, as --limit takes them).
    const official = join(tmp(), 'generation_C.jsonl');
    writeFileSync(official, readExample('generation_C.jsonl.gz').slice(0, TASKS).map((l) => JSON.stringify(l) + '\n').join(''));
    const direct = tmp();
    const evaluated = await cli('evaluate', '--task', 'generation', '--samples', official, '--executor', 'native', '--out', direct);
    expect(evaluated.code, evaluated.log).toBe(0);

    const a = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
    const b = JSON.parse(readFileSync(join(direct, 'summary.json'), 'utf8'));
    expect(a.overall.total).toBe(TASKS);
    expect(a.overall.pass_at_1).toBe(b.overall.pass_at_1);
    expect(a.overall.passed).toBe(b.overall.passed);
    expect(a.by_language.C).toEqual(b.by_language.C);
    expect(a.failures).toEqual(b.failures);
    expect(a.paper_differences).toEqual(b.paper_differences);
    const verdicts = (dir: string) => Object.fromEntries(readJsonl(join(dir, 'results.jsonl')).map((r) => [`${r.task_id}#${r.generation}`, r.status]));
    expect(verdicts(out)).toEqual(verdicts(direct));
    expect(readFileSync(join(out, 'summary.csv'), 'utf8')).toContain('overall,all,');

    // The score says how its answers were made; a summary of plain files has no such record.
    expect(a.generate).toMatchObject({ task: 'generation', model: 'replay-model', api: 'chat', endpoint: server.url, answers: TASKS, dataset_sha256: a.dataset.sha256 });
    expect(a.generate.parameters).toEqual({ temperature: 0, top_p: 0.95, max_tokens: 1024, system: null });
    expect(b.generate).toBeUndefined();
    console.log(`run: pass@1 ${a.overall.pass_at_1} (${a.overall.passed}/${a.overall.total}); evaluate on the file: ${b.overall.pass_at_1} (${b.overall.passed}/${b.overall.total})`);

    // Again: nothing is asked, nothing is run.
    server.reset();
    const again = await cli('run', '--endpoint', server.url, '--model', 'replay-model', '--languages', 'C', '--limit', String(TASKS), '--executor', 'native', '--out', out);
    expect(again.code, again.log).toBe(0);
    expect(server.count()).toBe(0);
    expect(again.log).toContain(`nothing to ask: all ${TASKS} answer(s)`);
    expect(again.log).toContain(`resuming: ${TASKS} sample(s) already`);
  });

  it('stops before evaluating when the endpoint refuses the model', async () => {
    const out = tmp();
    const r = await cli('run', '--endpoint', server.url, '--model', 'other-model', '--languages', 'C', '--limit', '2', '--executor', 'native', '--out', out);
    expect(r.code).toBe(1);
    expect(r.log).toContain('is not served at');
    expect(r.log).not.toContain('overall');
  });
});
