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

describe('the WASM runtimes through the CLI', () => {
  it('give exactly the native verdicts on the official C outputs, and hand on what clang-in-WASM cannot build', { timeout: 600_000 }, async () => {
    const samples = EXAMPLES + 'generation_C.jsonl.gz';
    const wasm = tmp();
    const native = tmp();
    await cli('evaluate', '--task', 'generation', '--samples', samples, '--executor', 'wasm', '--no-compare', '--out', wasm);
    expect((await cli('evaluate', '--task', 'generation', '--samples', samples, '--executor', 'native', '--no-compare', '--out', native)).code).toBe(0);
    const viaWasm = results(wasm);
    const verdicts = (rs: ReturnType<typeof results>) => Object.fromEntries(rs.map((r) => [r.task_id, r.status]));
    expect(viaWasm).toHaveLength(50);
    // C/43 declares an array beyond wasm32's address space: handed on (here to nothing), never judged in WASM.
    expect(verdicts(viaWasm)).toEqual({ ...verdicts(results(native)), 'C/43': 'unavailable' });
    expect(viaWasm.filter((r) => r.status !== 'unavailable' && r.runtime.id === 'wasm:yowasp-clang')).toHaveLength(49);
  });

  it('selftest --executor wasm passes every canonical solution of the JS family and JSON, and no broken one', { timeout: 300_000 }, async () => {
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
