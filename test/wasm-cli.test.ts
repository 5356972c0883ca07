import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../cli/src/main.ts';

const EXAMPLES = new URL('../data/examples/official-C/', import.meta.url).pathname;
const tmp = () => mkdtempSync(join(tmpdir(), 'mcjudge-wasm-cli-'));
const cli = async (...argv: string[]) => {
  const lines: string[] = [];
  const code = await main(argv, (s) => lines.push(s));
  return { code, log: lines.join('\n') };
};
const results = (dir: string) =>
  readFileSync(join(dir, 'results.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { task_id: string; status: string; detail: string; runtime: { id: string } });

describe('--executor auto with the WASM runtimes first', () => {
  it('gives exactly the native verdicts on the 50 official C outputs, handing on what clang-in-WASM cannot build', { timeout: 600_000 }, async () => {
    const samples = EXAMPLES + 'generation_C.jsonl.gz';
    const auto = tmp();
    const native = tmp();
    expect((await cli('evaluate', '--task', 'generation', '--samples', samples, '--executor', 'auto', '--no-compare', '--out', auto)).code).toBe(0);
    expect((await cli('evaluate', '--task', 'generation', '--samples', samples, '--executor', 'native', '--no-compare', '--out', native)).code).toBe(0);
    const viaAuto = results(auto);
    const verdicts = (rs: ReturnType<typeof results>) => Object.fromEntries(rs.map((r) => [r.task_id, r.status]));
    expect(viaAuto).toHaveLength(50);
    expect(verdicts(viaAuto)).toEqual(verdicts(results(native)));
    const byRuntime = (id: string) => viaAuto.filter((r) => r.runtime.id === id).map((r) => r.task_id);
    // C/43 declares an array beyond wasm32's address space: handed to gcc, not judged in WASM.
    expect(byRuntime('native:gcc')).toEqual(['C/43']);
    expect(byRuntime('wasm:yowasp-clang')).toHaveLength(49);
  });

  it('selftest --executor wasm passes every canonical solution of the JS family and JSON, and no broken one', async () => {
    const out = tmp();
    const r = await cli('selftest', '--executor', 'wasm', '--task', 'generation', '--languages', 'JavaScript,TypeScript,JSON', '--out', out);
    expect(r.code, r.log).toBe(0);
    const report = JSON.parse(readFileSync(join(out, 'selftest.json'), 'utf8')).by_language;
    for (const name of ['JavaScript', 'TypeScript', 'JSON']) {
      expect(report[name].canonical.passed).toBe(50);
      expect(report[name].broken.passed).toBe(0);
    }
  });
});
