/**
 * Writes docs/parity.md: every WASM language, run by the WASM runtimes and by the native toolchains
 * (sandboxed), with every difference listed with its cause:
 * - selftest programs (canonical must pass, broken must fail) of all three task kinds: every generation
 *   task, and the first PARITY_LIMIT (default 10) explanation and completion tasks of each language;
 * - the real model outputs bundled with mcjudge (data/examples), judged as `mcjudge evaluate` does.
 * `npm run docs:parity` (about 30 minutes on 2 cores). PARITY_LANGUAGES=a,b runs only those now; the
 * results of earlier runs stay in .tmp/parity (each run resumes), and the doc's rows of languages with no
 * results here are kept as they were, so the doc always covers every language run so far, also from a
 * fresh clone. The doc is never edited by hand.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type SampleResult } from '../core/index.ts';
import { WASM_RUNTIMES, wasmRuntimeFor } from '../wasm-runtimes/index.ts';
import { selftestCommand } from '../cli/src/commands/selftest.ts';
import { evaluateCommand } from '../cli/src/commands/evaluate.ts';
import { DATA_DIR } from '../server/index.ts';

const EXECUTORS = ['wasm', 'native'] as const;
const KINDS = ['generation', 'explanation', 'completion'] as const;
type Kind = (typeof KINDS)[number];
const LIMIT = process.env.PARITY_LIMIT ?? '10';
const wasmLanguages = LANGUAGES.filter((l) => wasmRuntimeFor(l));
const asked = process.env.PARITY_LANGUAGES?.split(',').map((s) => s.trim());
const toRun = asked ? wasmLanguages.filter((l) => asked.includes(l.name)) : wasmLanguages;
const EXAMPLES = join(DATA_DIR, 'examples');
const outOf = (what: string, executor: string) => `.tmp/parity/${what}/${executor}`;

type Row = SampleResult & { selftest?: 'canonical' | 'broken' };

/** Why a WASM verdict differs from the native one, for the differences that are not handoffs. */
const EXPLANATIONS: { when: (w: Row, n: Row | undefined) => boolean; why: string }[] = [
  {
    when: (w, n) => w.status === 'failed' && n?.status === 'runtime_error' && /SIGSEGV/.test(n.detail),
    why: 'both fail: natively a null-pointer read crashes (SIGSEGV); in WebAssembly address 0 is memory, so the program reads zeros and its assertion fails',
  },
];

function results(dir: string): Map<string, Row> {
  const file = `${dir}/results.jsonl`;
  if (!existsSync(file)) return new Map();
  const rows = readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Row);
  return new Map(rows.filter((r) => r.task_id).map((r) => [`${r.task_id} ${r.kind} ${r.generation} ${r.selftest ?? 'answer'}`, r]));
}

/** The bundled real model outputs whose language has a WASM runtime, by file. */
function exampleFiles(): { file: string; language: string }[] {
  const files: { file: string; language: string }[] = [];
  for (const folder of readdirSync(EXAMPLES, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    for (const name of readdirSync(join(EXAMPLES, folder.name)).filter((n) => /\.jsonl(\.gz)?$/.test(n))) {
      const language = wasmLanguages.find((l) => name.replace(/\.jsonl(\.gz)?$/, '').endsWith(`_${l.name}`));
      if (language && toRun.includes(language)) files.push({ file: join(EXAMPLES, folder.name, name), language: language.name });
    }
  }
  return files;
}

async function runAll(): Promise<void> {
  if (toRun.length === 0) return;
  const names = toRun.map((l) => l.name).join(',');
  const log = (s: string) => process.stderr.write(s + '\n');
  for (const kind of KINDS) {
    for (const executor of EXECUTORS) {
      await selftestCommand({ executor, task: kind, languages: names, out: outOf(`selftest-${kind}`, executor), jobs: '2', ...(kind === 'generation' ? {} : { limit: LIMIT }) }, log);
    }
  }
  for (const { file, language } of exampleFiles()) {
    const name = file.split('/').slice(-2).join('-').replace(/\.jsonl(\.gz)?$/, '');
    for (const executor of EXECUTORS) {
      await evaluateCommand({ samples: file, languages: language, executor, out: outOf(`answers-${name}`, executor), jobs: '2', 'no-compare': true }, log);
    }
  }
}

interface Tally {
  language: string;
  what: string;
  judged: number;
  agree: number;
  handedOn: number;
  canonical?: string;
  broken?: string;
}

function compare(what: string, wasm: Map<string, Row>, native: Map<string, Row>, differences: string[]): Tally[] {
  const tallies: Tally[] = [];
  for (const language of wasmLanguages) {
    const mine = [...wasm].filter(([, r]) => r.language === language.name);
    if (mine.length === 0) continue;
    const count = (m: Map<string, Row>, which: string, status: string) => [...m.values()].filter((r) => r.language === language.name && r.selftest === which && r.status === status).length;
    const totalOf = (which: string) => [...native.values()].filter((r) => r.language === language.name && r.selftest === which).length;
    const tally: Tally = { language: language.name, what, judged: 0, agree: 0, handedOn: 0 };
    if (what.startsWith('selftest')) {
      tally.canonical = `${count(wasm, 'canonical', 'passed')} / ${count(native, 'canonical', 'passed')} of ${totalOf('canonical')}`;
      tally.broken = `${count(wasm, 'broken', 'passed')} / ${count(native, 'broken', 'passed')}`;
    }
    for (const [key, w] of mine) {
      const n = native.get(key);
      if (w.status === 'unavailable') {
        tally.handedOn++;
        differences.push(`| ${w.task_id} | ${what} | ${w.selftest ?? `answer ${w.generation}`} | ${w.status} | ${n?.status ?? 'not run'} | handed on: ${cell(w.detail)} |`);
        continue;
      }
      if (!n) continue;
      tally.judged++;
      if (n.status === w.status) {
        tally.agree++;
        continue;
      }
      const explained = EXPLANATIONS.find((e) => e.when(w, n))?.why;
      differences.push(`| ${w.task_id} | ${what} | ${w.selftest ?? `answer ${w.generation}`} | ${w.status} | ${n.status}${n.status !== 'passed' && n.detail ? ` (${cell(n.detail).slice(0, 120)})` : ''} | ${cell(explained ?? `WASM: ${w.detail || w.status}`)} |`);
    }
    tallies.push(tally);
  }
  return tallies;
}

/**
 * The rows of docs/parity.md as it stands, for languages with no results on this machine (.tmp/parity is
 * per machine): a run of some languages (PARITY_LANGUAGES) keeps every other language's rows as they were.
 */
function keptRows(fresh: Set<string>): { tallies: { key: string; line: string }[]; differences: string[]; natives: string[] } {
  const kept = { tallies: [] as { key: string; line: string }[], differences: [] as string[], natives: [] as string[] };
  if (!existsSync('docs/parity.md')) return kept;
  const doc = readFileSync('docs/parity.md', 'utf8');
  const [summary = '', rest = ''] = doc.split('## Every difference');
  for (const line of summary.split('\n').filter((l) => /^\| [^-|]/.test(l) && !l.startsWith('| language |'))) {
    const [language, , what] = line.split(' | ').map((c) => c.replace(/^\| /, ''));
    if (!fresh.has(language)) kept.tallies.push({ key: tallyOrder(language, what), line });
  }
  for (const line of rest.split('## The runtimes')[0].split('\n').filter((l) => /^\| [^-|]/.test(l) && !l.startsWith('| task |'))) {
    if (!fresh.has(line.slice(2).split('/')[0])) kept.differences.push(line);
  }
  const natives = /Native toolchains of the runs that generated this file: (.*)\.\n/.exec(doc)?.[1] ?? '';
  kept.natives = natives.split('; ').filter((n) => n && !wasmLanguages.some((l) => fresh.has(l.name) && n.startsWith(`${l.name} `)));
  return kept;
}

const tallyOrder = (language: string, what: string) => `${language} ${what.startsWith('selftest') ? 0 : 1} ${KINDS.indexOf(what.replace('selftest-', '') as Kind)} ${what}`;

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ').slice(0, 240);

async function main(): Promise<void> {
  await runAll();
  const differences: string[] = [];
  const tallies: Tally[] = [];
  const whats = existsSync('.tmp/parity') ? readdirSync('.tmp/parity').sort() : [];
  for (const what of whats) tallies.push(...compare(what, results(outOf(what, 'wasm')), results(outOf(what, 'native')), differences));
  const nativeRows = whats.flatMap((w) => [...results(outOf(w, 'native')).values()]);
  const kept = keptRows(new Set(tallies.map((t) => t.language)));
  const tallyRows = [
    ...kept.tallies,
    ...tallies.map((t) => ({
      key: tallyOrder(t.language, t.what),
      line: `| ${t.language} | ${wasmRuntimeFor(LANGUAGES.find((l) => l.name === t.language)!)!.id} | ${t.what} | ${t.canonical ?? '—'} | ${t.broken ?? '—'} | ${t.agree} / ${t.judged} (${t.judged ? ((100 * t.agree) / t.judged).toFixed(1) : '—'}%) | ${t.handedOn} |`,
    })),
  ].sort((a, b) => a.key.localeCompare(b.key));
  differences.unshift(...kept.differences);
  const natives = [
    ...kept.natives,
    ...wasmLanguages
      .map((l) => nativeRows.find((r) => r.language === l.name && r.runtime?.version))
      .filter((r): r is Row => r !== undefined)
      .map((r) => `${r.language} ${r.runtime!.version}`),
  ].sort();
  const lines: string[] = [
    '# WASM parity',
    '',
    'Generated by `npm run docs:parity` (scripts/parity-doc.ts): do not edit by hand.',
    '',
    'Each language that has a WebAssembly runtime, run twice: once by the WASM runtime (`--executor wasm`,',
    'in worker threads; the browser runs the same code in Web Workers) and once by the native toolchain',
    '(`--executor native`, sandboxed). Selftest programs: for every generation task, and the first',
    `${LIMIT} explanation and completion tasks of each language, the canonical solution (must pass) and a`,
    'broken variant (must fail). Answers: the real model outputs bundled with mcjudge (`data/examples`),',
    'judged as `mcjudge evaluate` judges them. "Handed on" counts programs the WASM runtime refused to',
    'judge (`unavailable`, with the reason): under `--executor auto` and in the web app they run natively',
    'or on the server, so they are never a wrong verdict. "Agree" is over the programs both judged.',
    '',
    '| language | runtime | programs | canonical passed (WASM / native) | broken passed (WASM / native) | agree | handed on |',
    '|---|---|---|---|---|---|---|',
    ...tallyRows.map((r) => r.line),
    '',
    '## Every difference',
    '',
  ];
  if (differences.length === 0) lines.push('None: every program got the same verdict.');
  else lines.push('| task | programs | program | WASM | native | cause |', '|---|---|---|---|---|---|', ...differences);
  lines.push(
    '',
    'Broken variants that pass under both are tests that never call their check (listed in the registry as `uncheckedTests`).',
    '',
    '## The runtimes',
    '',
    '| runtime | version | packages | how it differs from the native toolchain |',
    '|---|---|---|---|',
    ...WASM_RUNTIMES.map((r) => `| ${r.id} | ${r.version} | ${r.packages.map((p) => `\`${p}\``).join(', ') || '—'} | ${r.note} |`),
    '',
    `Native toolchains of the runs that generated this file: ${natives.join('; ')}.`,
    '',
  );
  writeFileSync('docs/parity.md', lines.join('\n'));
  process.stderr.write('wrote docs/parity.md\n');
}

await main();
