/**
 * VimScript in vim-wasm against the native vim, beyond the canonical and broken programs: every McEval
 * VimScript task's canonical program (generation and explanation, both modes) and mutants of it, each
 * run by the WASM runtime and by the native vim (both sandboxed, as `mcjudge selftest` runs them).
 * A mutant changes one thing in the code (not in comments or the test): a number, an operator, a
 * comparison, a deleted line, a missing `endfunction`, a misspelt built-in, a line that does not parse.
 * Prints each disagreement and a table; exits 1 when a verdict the runtime gave differs from native's.
 *
 *   npx tsx scripts/vimscript-mutants.ts            (about 5 minutes on 2 cores)
 *   VIM_MUTANT_TASKS=10 npx tsx scripts/vimscript-mutants.ts
 */
import { assembleCanonical, getLanguage, judge, loadDataset, runPool, type Mode, type Program } from '../core/index.ts';
import { diskDataSource } from '../server/index.ts';
import { makeExecutor } from '../cli/src/options.ts';

const language = getLanguage('VimScript');
const MODES: Mode[] = ['default', 'paper'];

/** One mutation of a program's code; undefined when it does not apply. */
const MUTATIONS: Record<string, (code: string) => string | undefined> = {
  'number + 1': (c) => replaceFirst(c, /(?<![\w.:#])(\d+)(?![\w.])/, (m) => String(Number(m[1]) + 1)),
  '+ to -': (c) => replaceFirst(c, / \+ /, () => ' - '),
  '< to <=': (c) => replaceFirst(c, / < /, () => ' <= '),
  '== to !=': (c) => replaceFirst(c, / == /, () => ' != '),
  'a line deleted': (c) => {
    const lines = c.split('\n');
    const at = lines.findIndex((l, i) => i > 0 && /^\s+(let|return|call)\b/.test(l));
    return at === -1 ? undefined : [...lines.slice(0, at), ...lines.slice(at + 1)].join('\n');
  },
  'endfunction missing': (c) => replaceFirst(c, /^endfunction\b.*$/m, () => ''),
  'len() misspelt': (c) => replaceFirst(c, /\blen\(/, () => 'lenn('),
  'a line that does not parse': (c) => replaceFirst(c, /^(\s*)return\b/m, (m) => `${m[1]}let = 1\n${m[0]}`),
};

function replaceFirst(text: string, pattern: RegExp, by: (m: RegExpExecArray) => string): string | undefined {
  const m = pattern.exec(text);
  return m ? text.slice(0, m.index) + by(m) + text.slice(m.index + m[0].length) : undefined;
}

/** The program with its code before the test mutated (comment lines left out of the mutation and kept). */
function mutate(program: Program, test: string, mutation: (code: string) => string | undefined): Program | undefined {
  const file = program.files[0];
  const at = file.text.lastIndexOf(test);
  if (at <= 0) return undefined;
  const lines = file.text.slice(0, at).split('\n');
  const comments = lines.filter((l) => /^\s*"/.test(l));
  const code = lines.map((l) => (/^\s*"/.test(l) ? COMMENT : l)).join('\n');
  const changed = mutation(code);
  if (changed === undefined || changed === code) return undefined;
  const text = changed.split('\n').map((l) => (l === COMMENT ? comments.shift()! : l)).join('\n') + file.text.slice(at);
  return { ...program, files: [{ ...file, text }, ...program.files.slice(1)], source: text };
}

const COMMENT = '\u0000';

async function main(): Promise<void> {
  const dataset = await loadDataset(diskDataSource(), { languages: [language], kinds: ['generation', 'explanation'] });
  const limit = Number(process.env.VIM_MUTANT_TASKS ?? Infinity);
  const tasks = dataset.all().filter((t) => t.language === language.name).slice(0, limit);
  const wasm = await makeExecutor({ executor: 'wasm', jobs: 2 });
  const native = await makeExecutor({ executor: 'native', jobs: 2 });
  const todo: { id: string; mode: Mode; mutation: string; program: Program }[] = [];
  for (const task of tasks) {
    for (const mode of MODES) {
      const canonical = assembleCanonical(language, task, mode, dataset.references);
      todo.push({ id: `${task.id} ${task.kind}`, mode, mutation: 'none', program: canonical });
      for (const [name, m] of Object.entries(MUTATIONS)) {
        const mutant = mutate(canonical, task.test, m);
        if (mutant) todo.push({ id: `${task.id} ${task.kind}`, mode, mutation: name, program: mutant });
      }
    }
  }
  const rows: { mutation: string; mode: Mode; wasm: string; native: string }[] = [];
  let done = 0;
  await runPool(todo, 2, async (t) => {
    const w = await wasm.execute(t.program, language);
    const wv = judge({ language, program: t.program, result: w, mode: t.mode });
    // What the runtime handed on is not compared (and would cost native's time limit where it waits for input).
    const nv = wv.status === 'unavailable' ? undefined : judge({ language, program: t.program, result: await native.execute(t.program, language), mode: t.mode });
    rows.push({ mutation: t.mutation, mode: t.mode, wasm: wv.status, native: nv?.status ?? 'not run' });
    if (nv && wv.status !== nv.status) console.log(`DIFFERS ${t.id} ${t.mode} ${t.mutation}: wasm ${wv.status} (${wv.detail}) native ${nv.status} (${nv.detail})`);
    if (++done % 100 === 0) console.error(`${done}/${todo.length}`);
  });
  await Promise.all([wasm.close?.(), native.close?.()]);
  console.log('| mutation | mode | programs | judged by WASM | same verdict | handed on | failed (of judged) |');
  console.log('|---|---|---|---|---|---|---|');
  let differ = 0;
  for (const mutation of ['none', ...Object.keys(MUTATIONS)]) {
    for (const mode of MODES) {
      const r = rows.filter((x) => x.mutation === mutation && x.mode === mode);
      const judged = r.filter((x) => x.wasm !== 'unavailable');
      const same = judged.filter((x) => x.wasm === x.native).length;
      differ += judged.length - same;
      console.log(`| ${mutation} | ${mode} | ${r.length} | ${judged.length} | ${same} | ${r.length - judged.length} | ${judged.filter((x) => x.native !== 'passed').length} |`);
    }
  }
  console.log(`${rows.length} programs, ${differ} verdicts differ`);
  process.exit(differ ? 1 : 0);
}

await main();
