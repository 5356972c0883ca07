import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { main } from '../cli/src/main.ts';

const EXAMPLES = new URL('../data/examples/official-C/', import.meta.url).pathname;
const tmp = () => mkdtempSync(join(tmpdir(), 'mcjudge-cli-'));
const CLI = fileURLToPath(new URL('../cli/bin/mcjudge.js', import.meta.url));

async function cli(...argv: string[]): Promise<{ code: number; log: string }> {
  const lines: string[] = [];
  const code = await main(argv, (s) => lines.push(s));
  return { code, log: lines.join('\n') };
}

const readJsonl = (p: string) =>
  readFileSync(p, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));

describe('mcjudge evaluate on the official C example outputs', () => {
  const out = tmp();
  it('writes one verdict per sample and a summary, then resumes without rerunning anything', async () => {
    const first = await cli('evaluate', '--task', 'generation', '--samples', EXAMPLES + 'generation_C.jsonl.gz', '--executor', 'native', '--out', out);
    expect(first.code).toBe(0);
    const results = readJsonl(join(out, 'results.jsonl'));
    expect(results).toHaveLength(50);
    for (const r of results) {
      expect(r).toMatchObject({ language: 'C', kind: 'generation', mode: 'default' });
      expect(['passed', 'failed', 'compile_error', 'runtime_error', 'timeout']).toContain(r.status);
      expect(r.runtime.id).toBe('native:gcc');
    }
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
    expect(summary.overall.total).toBe(50);
    expect(summary.overall.pass_at_1).toBe(summary.overall.passed / 50);
    expect(summary.by_language.C.total).toBe(50);
    expect(Object.keys(summary.by_level).sort()).toEqual(['easy', 'hard', 'middle']);
    expect(summary.by_kind.generation.total).toBe(50);
    expect(summary.dataset.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(summary.runtimes[0].version).toContain('gcc');
    expect(summary.paper_differences.count).toBeGreaterThanOrEqual(0);

    const again = await cli('evaluate', '--task', 'generation', '--samples', EXAMPLES + 'generation_C.jsonl.gz', '--out', out);
    expect(again.code).toBe(0);
    expect(again.log).toContain('resuming: 50 sample(s) already');
    expect(readJsonl(join(out, 'results.jsonl'))).toHaveLength(50);
  });

  it('scores explanation (stage 2) and span-light completion outputs', async () => {
    const e = tmp();
    expect((await cli('evaluate', '--task', 'explanation', '--samples', EXAMPLES + 'explanation_C.jsonl.gz', '--out', e)).code).toBe(0);
    expect(JSON.parse(readFileSync(join(e, 'summary.json'), 'utf8')).by_kind.explanation.total).toBe(50);
    const c = tmp();
    expect((await cli('evaluate', '--task', 'completion', '--samples', EXAMPLES + 'completion_light_C.jsonl.gz', '--mode', 'paper', '--out', c)).code).toBe(0);
    const s = JSON.parse(readFileSync(join(c, 'summary.json'), 'utf8'));
    expect(s.by_variant.light.total).toBe(50);
    expect(s.mode).toBe('paper');
  });

  it('refuses to mix modes in one --out folder', async () => {
    const r = await cli('evaluate', '--samples', EXAMPLES + 'generation_C.jsonl.gz', '--mode', 'paper', '--out', out);
    expect(r.code).toBe(1);
    expect(r.log).toContain('Use another --out');
  });
});

describe('mcjudge evaluate on bad input', () => {
  it('reports malformed lines and unknown task ids with file and line, and scores the rest', async () => {
    const dir = tmp();
    const file = join(dir, 'mixed.jsonl');
    writeFileSync(
      file,
      [
        JSON.stringify({ task_id: 'Python/1', completion: '```python\ndef has_close_elements(numbers, threshold):\n    return any(abs(a - b) < threshold for i, a in enumerate(numbers) for b in numbers[i + 1:])\n```' }),
        '{"task_id": "Python/2", "raw_generation": [',
        JSON.stringify({ task_id: 'Python/99999', completion: 'x' }),
        JSON.stringify({ task_id: 'Klingon/1', completion: 'x' }),
        JSON.stringify({ task_id: 'Python/3', completion: 'import os\nos.system("yes > /dev/null &")\nwhile True: pass' }),
      ].join('\n'),
    );
    const r = await cli('evaluate', '--samples', file, '--out', join(dir, 'out'), '--no-compare');
    expect(r.code).toBe(0);
    expect(r.log).toContain(`${file}:2: not valid JSON`);
    expect(r.log).toMatch(/mixed\.jsonl:3: unknown task id "Python\/99999"/);
    expect(r.log).toContain('unknown task id "Klingon/1"');
    const results = readJsonl(join(dir, 'out', 'results.jsonl'));
    expect(results.map((x: { task_id: string; status: string }) => [x.task_id, x.status]).sort()).toEqual([
      ['Python/1', 'passed'],
      ['Python/3', 'timeout'],
    ]);
  });

  it('exits with a clear message when nothing in the file is usable', async () => {
    const dir = tmp();
    writeFileSync(join(dir, 'bad.jsonl'), 'nope\n');
    const r = await cli('evaluate', '--samples', join(dir, 'bad.jsonl'), '--out', join(dir, 'out'));
    expect(r.code).toBe(1);
    expect(r.log).toContain('no sample to evaluate');
  });

  it('the real command ends at once with its error, its sandbox closed: a results folder of another run, a samples file with nothing usable', { timeout: 120_000 }, () => {
    const dir = tmp();
    const older = join(dir, 'older');
    mkdirSync(older);
    writeFileSync(join(older, 'run.json'), JSON.stringify({ command: 'selftest', mode: 'default', dataset_sha256: '0'.repeat(64), verdict_rules: 1 }));
    writeFileSync(join(dir, 'bad.jsonl'), 'nope\n');
    for (const argv of [
      ['selftest', '--languages', 'C', '--limit', '1', '--executor', 'native', '--out', older],
      ['evaluate', '--samples', join(dir, 'bad.jsonl'), '--executor', 'native', '--out', join(dir, 'out')],
    ]) {
      const started = Date.now();
      const r = spawnSync(process.execPath, [CLI, ...argv], { encoding: 'utf8', timeout: 60_000 });
      expect(r.status, `${argv[0]}: ${r.stderr}`).toBe(1);
      expect(r.stderr + r.stdout, argv[0]).toMatch(argv[0] === 'selftest' ? /holds a selftest run .* Use another --out/ : /no sample to evaluate/);
      // Before, the sandbox's waiting processes kept it alive until killed.
      expect(Date.now() - started, argv[0]).toBeLessThan(50_000);
    }
  });

  it('rejects unknown options and languages with usage', async () => {
    expect((await cli('evaluate', '--languages', 'Klingon')).code).toBe(64);
    expect((await cli('evaluate', '--samples', '/nonexistent/file.jsonl')).log).toContain('no such file');
    expect((await cli('frobnicate')).code).toBe(64);
  });
});

describe('mcjudge languages', () => {
  it('shows the WebAssembly runtime beside the native one, and says where it runs', { timeout: 120_000 }, async () => {
    const r = await cli('languages');
    expect(r.code).toBe(0);
    expect(r.log).toMatch(/^Python .*native:python Python 3\.\d+\.\d+ {2}\| {2}wasm:pyodide Python 3\.\d+/m);
    expect(r.log).toMatch(/^PHP .*\| {2}wasm:php-wasm PHP 8\.3 .*\(Node only\)$/m);
    // No WASM runtime: nothing beside the native toolchain.
    expect(r.log).toMatch(/^Haskell .*native:ghc [^|]*$/m);
    expect(r.log).toMatch(/^\d+ of 40 languages run natively on this host; \d+ in WebAssembly \(\d+ of them in a browser too\)$/m);
  });
});

describe('mcjudge selftest', () => {
  it('passes every canonical program and fails every broken one, listing tests that never call their check', async () => {
    const out = tmp();
    const r = await cli('selftest', '--executor', 'native', '--task', 'generation', '--languages', 'Python,Shell,JSON', '--out', out);
    expect(r.code).toBe(0);
    const report = JSON.parse(readFileSync(join(out, 'selftest.json'), 'utf8'));
    expect(report.by_language.Python.canonical).toEqual({ passed: 50, total: 50, failed: [] });
    expect(report.by_language.Python.broken).toEqual({ passed: 1, total: 50, passed_ids: ['Python/9'] });
    expect(report.by_language.Python.unchecked_tests['Python/9']).toContain('never calls');
    expect(report.by_language.Shell.broken.passed).toBe(0);
    expect(report.by_language.JSON.canonical.passed).toBe(50);
    expect(readJsonl(join(out, 'results.jsonl'))).toHaveLength(300);
  });
});

describe('mcjudge evaluate --executor remote', () => {
  it('gives the same verdicts through a server as with the local sandbox', { timeout: 600_000 }, async () => {
    const { startServer } = await import('../server/index.ts');
    const server = await startServer({ port: 0, slots: 2 });
    try {
      const samples = EXAMPLES + 'generation_C.jsonl.gz';
      const remote = tmp();
      const viaServer = await cli('evaluate', '--task', 'generation', '--samples', samples, '--executor', 'remote', '--server', server.url, '--no-compare', '--out', remote);
      expect(viaServer.code, viaServer.log).toBe(0);
      const native = tmp();
      expect((await cli('evaluate', '--task', 'generation', '--samples', samples, '--executor', 'native', '--no-compare', '--out', native)).code).toBe(0);
      const verdicts = (dir: string) => Object.fromEntries(readJsonl(join(dir, 'results.jsonl')).map((r) => [r.task_id, r.status]));
      expect(Object.keys(verdicts(remote))).toHaveLength(50);
      expect(verdicts(remote)).toEqual(verdicts(native));
    } finally {
      await server.close();
    }
  });

  it('says clearly when the server is unreachable or missing', async () => {
    const r = await cli('evaluate', '--executor', 'remote', '--out', tmp());
    expect(r.code).toBe(64);
    expect(r.log).toContain('--executor remote needs --server URL');
    const d = await cli('evaluate', '--task', 'generation', '--samples', EXAMPLES + 'generation_C.jsonl.gz', '--executor', 'remote', '--server', 'http://127.0.0.1:9', '--out', tmp());
    expect(d.code).toBe(1);
    expect(d.log).toMatch(/server http:\/\/127\.0\.0\.1:9 is unreachable/);
  });
});

describe('mcjudge serve and worker options', () => {
  it('knows the scale-out flags and says which go together', async () => {
    const apiOnly = await cli('serve', '--api-only');
    expect(apiOnly.code).toBe(64);
    expect(apiOnly.log).toMatch(/--api-only, --languages and --stalled-interval go with --redis/);
    const worker = await cli('worker', '--slots', '1');
    expect(worker.code).toBe(64);
    expect(worker.log).toMatch(/needs --redis URL/);
    expect((await cli('serve', '--redis', 'http://x')).log).toMatch(/redis:\/\/ or rediss:\/\/ URL/);
  });
});
