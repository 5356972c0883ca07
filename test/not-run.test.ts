import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../cli/src/main.ts';
import { NativeExecutor } from '../server/index.ts';
import { getLanguage } from '../core/index.ts';

const tmp = () => mkdtempSync(join(tmpdir(), 'mcjudge-not-run-'));

async function cli(...argv: string[]): Promise<{ code: number; log: string }> {
  const lines: string[] = [];
  const code = await main(argv, (s) => lines.push(s));
  return { code, log: lines.join('\n') };
}

const PYTHON_1 = '```python\ndef has_close_elements(numbers, threshold):\n    return any(abs(a - b) < threshold for i, a in enumerate(numbers) for b in numbers[i + 1:])\n```';
const dart = (n: number) => JSON.stringify({ task_id: `Dart/${n}`, completion: '```dart\nvoid main() {}\n```' });

/** Dart has no toolchain on the CI host (runner image only) and no WASM runtime: its samples never run. */
describe('mcjudge evaluate with samples no runtime can run (Dart, no server)', async () => {
  const dartMissing = await new NativeExecutor().unavailableReason(getLanguage('Dart'));

  it.skipIf(!dartMissing)('leaves them out of the headline, says "not run" in the table and exits 3', { timeout: 60_000 }, async () => {
    const dir = tmp();
    writeFileSync(join(dir, 'mixed.jsonl'), [JSON.stringify({ task_id: 'Python/1', completion: PYTHON_1 }), dart(1), dart(2)].join('\n') + '\n');
    const r = await cli('evaluate', '--samples', join(dir, 'mixed.jsonl'), '--out', join(dir, 'out'), '--no-compare');
    expect(r.code, r.log).toBe(3);
    expect(r.log).toMatch(/^Dart +0\/0 +not run +not run: 2 \(unavailable\)$/m);
    expect(r.log).toMatch(/^overall +1\/1 +100\.0% +\[.*\] +not run: 2 \(unavailable\)$/m);
    expect(r.log).not.toMatch(/^Dart .*0\.0%/m);
    expect(r.log).toContain('partial: ran 1 of 3 samples');
    expect(r.log).toMatch(/error: 2 sample\(s\) never ran \(unavailable\), e\.g\. Dart\/1: /);
    const summary = JSON.parse(readFileSync(join(dir, 'out', 'summary.json'), 'utf8'));
    expect(summary).toMatchObject({ complete: false, partial: 'ran 1 of 3', expected: 3, not_run: { count: 2, unavailable: 2, infra_error: 0, not_started: 0 } });
    expect(summary.overall).toMatchObject({ passed: 1, total: 1, pass_at_1: 1 });
    expect(summary.by_language.Dart).toMatchObject({ total: 0, pass_at_1: null, interval: null, not_run: { count: 2, unavailable: 2 } });
    expect(summary.failures).toEqual({});
    const csv = readFileSync(join(dir, 'out', 'summary.csv'), 'utf8');
    expect(csv).toMatch(/^language,Dart,0,0,0,,,,2,2,0,false,ran 1 of 3,default,/m);
  });

  it.skipIf(!dartMissing)('exits 4 when nothing at all could run, with no score', { timeout: 60_000 }, async () => {
    const dir = tmp();
    writeFileSync(join(dir, 'dart.jsonl'), [dart(1), dart(2)].join('\n') + '\n');
    const r = await cli('evaluate', '--samples', join(dir, 'dart.jsonl'), '--out', join(dir, 'out'));
    expect(r.code, r.log).toBe(4);
    expect(r.log).toMatch(/^overall +0\/0 +not run +not run: 2 \(unavailable\)$/m);
    expect(r.log).toContain('no sample ran, so there is no score');
    expect(JSON.parse(readFileSync(join(dir, 'out', 'summary.json'), 'utf8')).overall.pass_at_1).toBeNull();
  });
});
