import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../cli/src/main.ts';
import {
  ALLOWED,
  buildCorpus,
  LANGUAGES,
  poisonAnswer,
  reassignable,
  tasksOf,
  toJsonl,
  victimAnswer,
  writeTargets,
  type Answer,
  type Traps,
} from './corpus.ts';

/**
 * Issue 17, "How it is proven": the hostile corpus through the CLI, once over one JSONL per executor.
 * No hostile or wrong answer passes, the CLI finishes, nothing is left running, nothing is written
 * outside the box, and no secret reaches results.jsonl. Network is only ever tried against 127.0.0.1/::1.
 */

const CHECKOUT = new URL('../../', import.meta.url).pathname.replace(/\/$/, '');
const nonce = randomBytes(6).toString('hex');
// Each planted file's content (their paths are printed by the corpus; their contents must never be).
const secretOf = (where: string) => `planted-content-${where}-${nonce}-x9`;
const TOKEN = `mcjudge-adv-token-${nonce}`;
const planted = [join(CHECKOUT, 'test/adversarial', `.planted-${nonce}`), join(tmpdir(), `mcjudge-adv-secret-${nonce}`), `/root/.mcjudge-adv-secret-${nonce}`];

interface Result {
  task_id: string;
  status: string;
  detail: string;
  runtime: { id: string };
}

const listeners: Server[] = [];
let connections = 0;
let traps: Traps;
let shadowHashes: string[] = [];
let baseline: Set<string>;
const savedToken = process.env.MCJUDGE_TOKEN;

/** Processes whose command line carries a marker of this corpus (`sleep 4001.*`, the nonce), by pid. */
function markedProcesses(): Map<string, string> {
  const found = new Map<string, string>();
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    let cmd = '';
    try {
      cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
    } catch {
      continue;
    }
    if (/sleep 4001/.test(cmd) || cmd.includes(nonce)) found.set(pid, cmd);
  }
  return found;
}

async function listen(host: string): Promise<number | undefined> {
  const server = createServer((s: Socket) => {
    connections++;
    s.destroy();
  });
  try {
    await new Promise<void>((ok, fail) => server.once('error', fail).listen(0, host, ok));
  } catch {
    return undefined; // no ::1 on this host
  }
  listeners.push(server);
  const address = server.address();
  return typeof address === 'object' && address ? address.port : undefined;
}

async function run(executor: 'native' | 'wasm', answers: Answer[], jobs: number) {
  const dir = mkdtempSync(join(tmpdir(), `mcjudge-adv-${executor}-`));
  const samples = join(dir, 'samples.jsonl');
  writeFileSync(samples, toJsonl(answers));
  const out = join(dir, 'out');
  const lines: string[] = [];
  const code = await main(['evaluate', '--samples', samples, '--executor', executor, '--jobs', String(jobs), '--no-compare', '--out', out], (s) => lines.push(s));
  const raw = readFileSync(join(out, 'results.jsonl'), 'utf8');
  const results = raw
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Result);
  return { code, log: lines.join('\n'), raw, results, byId: new Map(results.map((r) => [r.task_id, r])) };
}
type Run = Awaited<ReturnType<typeof run>>;

const label = (a: Answer) => `${a.taskId} (${a.language} ${a.case})`;

beforeAll(async () => {
  const ports = [await listen('127.0.0.1'), await listen('::1')].filter((p): p is number => p !== undefined);
  planted.forEach((f, i) => writeFileSync(f, secretOf(['checkout', 'tmp', 'root'][i]) + '\n'));
  try {
    shadowHashes = readFileSync('/etc/shadow', 'utf8')
      .split('\n')
      .map((l) => l.split(':')[1] ?? '')
      .filter((h) => h.length > 8);
  } catch {
    shadowHashes = [];
  }
  process.env.MCJUDGE_TOKEN = TOKEN;
  traps = { nonce, ports, plantedFiles: planted, checkout: CHECKOUT };
  baseline = new Set(markedProcesses().keys());
});

afterAll(async () => {
  for (const f of planted) rmSync(f, { force: true });
  for (const s of listeners) s.close();
  if (savedToken === undefined) delete process.env.MCJUDGE_TOKEN;
  else process.env.MCJUDGE_TOKEN = savedToken;
  for (const language of LANGUAGES) for (const f of writeTargets(traps, language)) for (const g of [f, f + '-js']) rmSync(g, { force: true });
});

/** What every run must show besides its verdicts. */
async function expectContained(r: Run, answers: Answer[], code = 0) {
  expect(r.code, r.log).toBe(code);
  expect(r.results.map((x) => x.task_id).sort()).toEqual(answers.map((a) => a.taskId).sort());
  expect(r.results.filter((x) => x.status === 'infra_error')).toEqual([]);
  const soft = expect.soft;
  // Secrets: planted files, /root, the token, /etc/shadow's hashes.
  for (const where of ['checkout', 'tmp', 'root']) soft(r.raw).not.toContain(secretOf(where));
  soft(r.raw).not.toContain(TOKEN);
  for (const h of shadowHashes) soft(r.raw).not.toContain(h);
  soft(r.raw).not.toMatch(/LEAK listed/);
  // pyodide's emulated sockets report a connect and a resolved name that never reach the host: what counts
  // is that no listener of this test saw a connection.
  soft(connections).toBe(0);
  // Writes outside the box: no path the corpus tried exists on the host.
  for (const language of LANGUAGES) {
    for (const target of writeTargets(traps, language)) {
      const dir = dirname(target);
      const left = existsSync(dir) ? readdirSync(dir).filter((n) => n.includes(`mcjudge-adv-${nonce}`)) : [];
      soft(left, dir).toEqual([]);
    }
  }
  // Leftover processes (the daemons, anything carrying the nonce), after a grace second for teardown.
  await new Promise((ok) => setTimeout(ok, 1000));
  const leftover = [...markedProcesses()].filter(([pid]) => !baseline.has(pid));
  soft(leftover).toEqual([]);
}

/** Each answer's verdict beside the verdicts its case allows. */
function verdictsOf(r: Run, answers: Answer[]) {
  return answers.map((a) => ({ answer: label(a), status: r.byId.get(a.taskId)?.status, allowed: ALLOWED[a.case] }));
}

/** The cases worth a WASM host too: the resource bombs and the endless loop are the native run's. */
const WASM_CASES = new Set(['net-loopback', 'secrets', 'writes', 'kill-all', 'huge-output', 'invalid-utf8', 'daemon', 'canary']);

function expectNoWrongPass(r: Run, answers: Answer[]) {
  const rows = verdictsOf(r, answers);
  expect(rows.filter((x) => x.status === 'passed' && !x.allowed.includes('passed'))).toEqual([]);
  expect(rows.filter((x) => x.allowed.includes('passed') && x.status !== 'passed')).toEqual([]);
}

describe('the hostile corpus through the CLI', () => {
  let corpus: Answer[];
  let wasmAnswers: Answer[];

  beforeAll(async () => {
    corpus = await buildCorpus(traps);
    wasmAnswers = corpus.filter((a) => (a.language === 'Python' || a.language === 'JavaScript') && WASM_CASES.has(a.case));
  }, 60_000);

  it('native (Python, C, Shell, JavaScript, Java): no hostile or wrong answer passes, every canary does, nothing leaks or is left running', { timeout: 300_000 }, async () => {
    const native = await run('native', corpus, 4);
    await expectContained(native, corpus);
    expectNoWrongPass(native, corpus);
  });

  it('wasm (Python, JavaScript): no hostile or wrong answer passes, every canary does, nothing leaks or is left running', { timeout: 300_000 }, async () => {
    const wasm = await run('wasm', wasmAnswers, 2);
    // An answer that kills its own runtime host (kill -9 -1) is never judged: `unavailable`, exit code 3.
    const killers = wasmAnswers.filter((a) => a.case === 'kill-all').map((a) => a.taskId);
    const unjudged = wasm.results.filter((x) => x.status === 'unavailable').map((x) => x.task_id);
    expect(killers).toEqual(expect.arrayContaining(unjudged));
    await expectContained(wasm, wasmAnswers, unjudged.length > 0 ? 3 : 0);
    expectNoWrongPass(wasm, wasmAnswers.filter((a) => !unjudged.includes(a.taskId)));
    expect(wasm.results.filter((x) => !x.runtime.id.startsWith('wasm:'))).toEqual([]);
  });

});

describe('the issue 17 repro: one poisoning answer, then ten wrong ones, on one WASM host slot', () => {
  for (const language of ['Python', 'JavaScript'] as const) {
    it(`${language}: all ten fail after the poison, as they do alone`, { timeout: 240_000 }, async () => {
      const [poisoned, ...rest] = await tasksOf(language, 11, 20, language === 'JavaScript' ? reassignable : undefined);
      const answers: Answer[] = [
        { language, taskId: poisoned.id, case: 'poison', completion: poisonAnswer(language, poisoned) },
        ...rest.map((t) => ({ language, taskId: t.id, case: 'victim' as const, completion: victimAnswer(language, t) })),
      ];
      const r = await run('wasm', answers, 1);
      expect(r.code, r.log).toBe(0);
      expect(r.byId.get(poisoned.id)?.status).not.toBe('passed');
      expect(rest.map((t) => [t.id, r.byId.get(t.id)?.status])).toEqual(rest.map((t) => [t.id, 'failed']));
    });
  }
});
