import { mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { main } from '../cli/src/main.ts';

// A real run (the local sandboxed gcc; JSON needs no toolchain), then `mcjudge inspect` on its failures.

const tmp = () => mkdtempSync(join(tmpdir(), 'mcjudge-inspect-'));

async function cli(...argv: string[]): Promise<{ code: number; log: string }> {
  const lines: string[] = [];
  const code = await main(argv, (s) => lines.push(s));
  return { code, log: lines.join('\n') };
}

const official = gunzipSync(readFileSync(new URL('../data/examples/official-C/generation_C.jsonl.gz', import.meta.url))).toString('utf8').trim().split('\n');
const answerOf = (id: string) => JSON.parse(official.find((l) => JSON.parse(l).task_id === id)!).raw_generation[0] as string;
// JSON/1 asks for name "cainiao"; this answer gets the name wrong.
const WRONG_JSON = 'Here it is:\n```json\n{"name": "runoob", "url": "www.runoob.com", "slogan": "Learning is not only about technology, but also about dreams"}\n```';

describe('mcjudge inspect', () => {
  const dir = tmp();
  const out = join(dir, 'out');
  const samples = join(dir, 'answers.jsonl');
  const results = () => Object.fromEntries(readFileSync(join(out, 'results.jsonl'), 'utf8').trim().split('\n').map((l) => [JSON.parse(l).task_id, JSON.parse(l)]));
  beforeAll(async () => {
    // C/1 fails its assertion (SIGABRT), C/5 is Python (compile error), C/3 passes.
    writeFileSync(samples, [official[0], official[2], official[4], JSON.stringify({ task_id: 'JSON/1', completion: WRONG_JSON })].join('\n') + '\n');
    const r = await cli('evaluate', '--samples', samples, '--executor', 'native', '--jobs', '2', '--no-compare', '--out', out);
    expect(r.code, r.log).toBe(0);
  }, 60_000);

  it('results.jsonl says why a sample failed: the deciding step, its end and its output tails', () => {
    const r = results();
    expect(r['C/1'].outcome).toMatchObject({ step: 'run', exit_code: null, signal: 'SIGABRT', timed_out: false, stdout_omitted_bytes: 0 });
    expect(r['C/1'].outcome.stderr_tail).toContain('Assertion');
    expect(r['C/5']).toMatchObject({ status: 'compile_error', outcome: { step: 'compile', exit_code: 1, signal: null } });
    expect(r['C/5'].outcome.stderr_tail).toMatch(/error: unknown type name .def./);
    expect(Buffer.byteLength(r['C/5'].outcome.stderr_tail)).toBeLessThanOrEqual(2048);
    expect(r['C/3'].status).toBe('passed');
    expect(r['C/3'].outcome).toBeUndefined();
    expect(r['JSON/1']).toMatchObject({ status: 'failed', detail: 'JSON differs from the reference' });
    expect(r['JSON/1'].answer_source).toBe(`${samples}:4`);
  });

  it('prints a failed C sample: answer, extracted code, program, commands, outputs and verdict', async () => {
    const r = await cli('inspect', out, 'C/5');
    expect(r.code, r.log).toBe(0);
    expect(r.log).toMatch(/^C\/5 generation #0: compile_error\nmode default; runtime native:gcc/);
    expect(r.log).toContain(`== raw answer (${samples}:3)\n${answerOf('C/5').replace(/\n$/, '')}\n`);
    expect(r.log).toContain('== extracted code (fence:python)\ndef calculate_distance');
    expect(r.log).toMatch(/== program file 5\.c\n#include <assert\.h>[\s\S]*def calculate_distance/);
    expect(r.log).toMatch(/== commands\ncompile: gcc -o 5 5\.c -lm {2}\(in \., limit \d+ s\)\nrun: \.\/5/);
    expect(r.log).toMatch(/== outputs\ncompile: exit code 1\n-- stdout: empty\n-- stderr\n[\s\S]*error: unknown type name/);
    expect(r.log).toMatch(/== verdict\ncompile_error: exit code 1: 5\.c:\d+:\d+: error: unknown type name/);
    expect(r.log).not.toContain('WARNING');
  });

  it('prints a failed JSON sample with the reference it was compared with', async () => {
    const r = await cli('inspect', out, 'JSON/1');
    expect(r.code, r.log).toBe(0);
    expect(r.log).toContain(`== raw answer (${samples}:4)\n${WRONG_JSON}\n`);
    expect(r.log).toContain('== extracted code (fence:json)\n{"name": "runoob"');
    expect(r.log).toContain('== commands\nnone: the answer is compared with the reference, not run');
    expect(r.log).toContain('== reference JSON/1.json\n{\n    "name": "cainiao"');
    expect(r.log).toContain('== outputs\nnothing ran: the answer itself is judged');
    expect(r.log).toContain('== verdict\nfailed: JSON differs from the reference');
  });

  it('finds the answer with --samples when the file moved, and says when a sample is not in the run', async () => {
    const moved = join(dir, 'moved.jsonl');
    renameSync(samples, moved);
    try {
      const lost = await cli('inspect', out, 'C/1');
      expect(lost.log).toContain(`cannot read ${samples}`);
      expect(lost.log).toContain('give --samples <file> if it moved');
      const found = await cli('inspect', out, 'C/1', '--samples', moved);
      expect(found.log).toContain(`== raw answer (${moved}:1)`);
      expect(found.log).toMatch(/== outputs\nrun: killed by SIGABRT/);
    } finally {
      renameSync(moved, samples);
    }
    const missing = await cli('inspect', out, 'C/2');
    expect(missing.code).toBe(1);
    expect(missing.log).toContain('has no result for C/2');
    expect((await cli('inspect', out, 'C/1', '--generation', '2')).log).toContain('has C/1 generation(s) 0, not 2');
    expect((await cli('inspect', out)).code).toBe(64);
  });
});
