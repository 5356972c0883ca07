import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../cli/src/main.ts';
import { readExample, recordedAnswers } from './openai-replay/recordings.ts';
import { ReplayServer } from './openai-replay/server.ts';

// `mcjudge run` = generate + evaluate against the replay server, which answers with the official C
// outputs: the score must be exactly the one `mcjudge evaluate` gives on those outputs themselves.

const TASKS = 15;
const CLI = new URL('../cli/bin/mcjudge.js', import.meta.url).pathname;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
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
    .map((l) => JSON.parse(l) as { task_id: string; status: string; generation: number; answer_source?: string; answer_sha256?: string });
/** Lines of a JSONL file that may not exist yet (and whose last line may be mid-write). */
const linesOf = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8').split('\n').filter((l) => l.endsWith('}')) : []);
const runArgs = (out: string, ...more: string[]) => ['run', '--endpoint', server.url, '--model', 'replay-model', '--languages', 'C', '--limit', String(TASKS), '--executor', 'native', '--out', out, ...more];
/** Each sample's result as evaluate records it: verdict, and which answer (file:line and hash). */
const judgedAs = (dir: string) =>
  Object.fromEntries(readJsonl(join(dir, 'results.jsonl')).map((r) => [`${r.task_id}#${r.generation}`, [r.status, r.answer_source, r.answer_sha256]]));

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

  it('evaluates answers as they arrive: results.jsonl holds judged samples while the last answer is still held back', async () => {
    server.reset();
    const out = tmp();
    const last = readExample('generation_C.jsonl.gz')[TASKS - 1];
    let release!: () => void;
    server.inject({ kind: 'hold', until: new Promise<void>((r) => (release = r)) }, { match: (p) => p === last.instruction });
    let finished = false;
    const running = cli(...runArgs(out, '--concurrency', '4', '--jobs', '2')).finally(() => (finished = true));
    const results = join(out, 'results.jsonl');
    const answers = join(out, 'answers', 'generation_c.jsonl');
    const deadline = Date.now() + 30_000;
    const heldArrived = () => server.requests.some((q) => q.prompt === last.instruction);
    while ((linesOf(results).length < 5 || !heldArrived()) && !finished && Date.now() < deadline) await sleep(25);
    // Seen while the held request is still open: generation cannot have ended, evaluation has begun.
    const judgedEarly = linesOf(results).map((l) => JSON.parse(l) as { task_id: string; status: string });
    const answeredEarly = linesOf(answers).map((l) => (JSON.parse(l) as { task_id: string }).task_id);
    const heldOpen = !finished && heldArrived();
    release();
    const run = await running;
    expect(run.code, run.log).toBe(0);
    expect(heldOpen).toBe(true);
    expect(judgedEarly.length).toBeGreaterThanOrEqual(5);
    expect(answeredEarly).not.toContain(last.task_id);
    expect(answeredEarly.length).toBeLessThan(TASKS);
    for (const r of judgedEarly) expect(r.status).toMatch(/^(passed|failed|compile_error|runtime_error|timeout|extract_error|wrong_answer)$/);
    console.log(`overlap: ${judgedEarly.length} sample(s) judged while ${answeredEarly.length}/${TASKS} answers were in and ${last.task_id}'s answer was held`);

    // The same verdicts, answer_source and answer_sha256 as evaluate on the answers folder afterwards.
    const direct = tmp();
    const evaluated = await cli('evaluate', '--task', 'generation', '--samples', join(out, 'answers'), '--executor', 'native', '--out', direct);
    expect(evaluated.code, evaluated.log).toBe(0);
    expect(readJsonl(results)).toHaveLength(TASKS);
    expect(judgedAs(out)).toEqual(judgedAs(direct));
    const a = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
    const b = JSON.parse(readFileSync(join(direct, 'summary.json'), 'utf8'));
    expect(a.overall).toEqual(b.overall);
    expect(a.generate).toEqual(b.generate);
  });

  it('killed mid-run (SIGKILL) and run again: asks only for the missing answers, judges the unjudged ones, and every sample is in results.jsonl exactly once', async () => {
    server.reset();
    server.delayMs = 400;
    const out = tmp();
    const results = join(out, 'results.jsonl');
    const answers = join(out, 'answers', 'generation_c.jsonl');
    const child = spawn(process.execPath, [CLI, ...runArgs(out, '--concurrency', '2', '--jobs', '2')], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<unknown>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
    const deadline = Date.now() + 30_000;
    while (linesOf(results).length < 3 && Date.now() < deadline) await sleep(20);
    child.kill('SIGKILL');
    expect(await exited, stderr).toBe('SIGKILL');
    server.delayMs = 0;

    // What a kill between an answer's line and its verdict leaves: an answer in the folder, not judged.
    const judged = linesOf(results);
    writeFileSync(results, judged.slice(0, -1).map((l) => l + '\n').join(''));
    const kept = new Map(judged.slice(0, -1).map((l) => [JSON.parse(l).task_id as string, l]));
    const answered = linesOf(answers).length;
    expect(answered).toBeLessThan(TASKS);
    const unjudged = answered - kept.size;
    expect(unjudged).toBeGreaterThanOrEqual(1);

    server.reset();
    const rerun = await cli(...runArgs(out));
    expect(rerun.code, rerun.log).toBe(0);
    expect(server.count()).toBe(TASKS - answered); // asks nothing it has
    expect(rerun.log).toContain(`resuming: ${answered} of ${TASKS} answer(s) already`);
    expect(rerun.log).toContain(`resuming: ${kept.size} sample(s) already in`);
    expect(rerun.log).toContain(`evaluating ${unjudged} answer(s) already in`);
    expect(rerun.log).toContain(`evaluate ${TASKS - kept.size}/${TASKS - kept.size} `); // judges nothing results.jsonl held
    const all = readJsonl(results);
    expect(all).toHaveLength(TASKS);
    expect(new Set(all.map((r) => `${r.task_id}#${r.generation}`)).size).toBe(TASKS);
    for (const line of readFileSync(results, 'utf8').split('\n').filter(Boolean)) {
      const id = JSON.parse(line).task_id as string;
      if (kept.has(id)) expect(line).toBe(kept.get(id)); // the first run's verdicts, untouched
    }
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
    expect(summary.overall).toMatchObject({ total: TASKS, passed: 9 });
    console.log(`kill + rerun: ${answered} answers and ${kept.size} verdicts kept, ${unjudged} answer(s) judged from the folder, ${TASKS - answered} asked again`);
  });

  it('stops before evaluating when the endpoint refuses the model', async () => {
    const out = tmp();
    const r = await cli('run', '--endpoint', server.url, '--model', 'other-model', '--languages', 'C', '--limit', '2', '--executor', 'native', '--out', out);
    expect(r.code).toBe(1);
    expect(r.log).toContain('is not served at');
    expect(r.log).not.toContain('overall');
  });
});
