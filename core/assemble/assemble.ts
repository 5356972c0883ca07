import { extractDefault } from '../extract/default-extract.ts';
import { runOfficialExtractor } from '../extract/official/run.ts';
import type { Language, StepTemplate } from '../languages/language.ts';
import type { Mode, Program, ProgramFile, Step, Task } from '../types.ts';
import { oversizeReason } from './answer-size.ts';
import { composeDefault } from './compose-default.ts';
import { markupAnswer } from './markup-answer.ts';
import { withTestsEnd } from './tests-end.ts';

/** The official harness kills every process after about 15 s (safe_subprocess). */
export const PAPER_TIMEOUT_MS = 15_000;

export type Assembly =
  | { ok: true; program: Program; method: string; fallback?: string }
  | { ok: false; reason: string };

/**
 * answer -> Program. `paper`: the official extractor's exact program text ("1234" when it gives up, as
 * upstream). `default`: robust extraction, then composeDefault. Each program is self-contained, so runs
 * never share a folder and go in parallel. An answer over MAX_ANSWER_BYTES is refused in both modes.
 */
export function assemble(language: Language, task: Task, answer: string, mode: Mode, references: Record<string, string>): Assembly {
  const oversize = oversizeReason(answer);
  if (oversize) return { ok: false, reason: oversize };
  if (mode === 'paper') {
    const official = runOfficialExtractor(language, answer, task);
    const method = official.fallback ? 'official:1234' : 'official';
    return { ok: true, program: materialize(language, task, official.program, mode, references), method, fallback: official.fallback };
  }
  const extraction = extractDefault(language, answer, task);
  if (!extraction.ok) return { ok: false, reason: extraction.reason };
  const source =
    language.defaults.wholeAnswer ? markupAnswer(language, extraction.code) : composeDefault(language, task, extraction.code);
  return { ok: true, program: materialize(language, task, source, mode, references), method: extraction.method };
}

/** The canonical program (prompt + canonical + test), assembled directly: it checks the runtime, not the extractor. */
export function assembleCanonical(language: Language, task: Task, mode: Mode, references: Record<string, string>): Program {
  return materialize(language, task, canonicalSource(language, task, references), mode, references);
}

const CLOSER_LINE = /^(\}+;?|end[.;]?|endfunction|End Function|End Sub)$/;
const END_UNIT = /^\s*end\s+(function|subroutine)\b/i;

/**
 * A deliberately broken variant: the prompt, the language's broken statements wrapped in the canonical
 * solution's own opening `{` and closing line (`}`, `end`, ...), then the test.
 */
export function brokenSource(language: Language, task: Task): string {
  if (language.defaults.wholeAnswer) return language.broken;
  const canonical = task.canonical.trim();
  const open = canonical.startsWith('{') ? '{\n' : '';
  const lines = canonical.split('\n');
  const unitEnd = lines.findLastIndex((l) => END_UNIT.test(l));
  const last = lines[lines.length - 1].trim();
  const close = unitEnd !== -1 ? '\n' + lines.slice(unitEnd).join('\n') : CLOSER_LINE.test(last) ? '\n' + last : '';
  const body = open + language.broken + close;
  return language.testFirst ? task.test + '\n' + task.prompt + '\n' + body : task.prompt + '\n' + body + '\n' + task.test;
}

export function assembleBroken(language: Language, task: Task, mode: Mode, references: Record<string, string>): Program {
  return materialize(language, task, brokenSource(language, task), mode, references);
}

export function canonicalSource(language: Language, task: Task, references: Record<string, string>): string {
  switch (language.pass.kind) {
    case 'awk':
      return task.canonical;
    case 'json':
    case 'html':
    case 'markdown':
      return referenceOf(language, task, references) ?? '';
    default:
      return language.testFirst ? task.test + '\n' + task.prompt + '\n' + task.canonical : task.prompt + '\n' + task.canonical + '\n' + task.test;
  }
}

/** The expected-output file of a HTML/JSON/Markdown task (`<Lang>/<N>.<ext>`), shared by every kind. */
export function referenceOf(language: Language, task: Task, references: Record<string, string>): string | undefined {
  return references[`${language.name}/${task.number}.${language.extension}`];
}

function fill(s: string, vars: Record<string, string>): string {
  return s.replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m);
}

/** Places the source in the recipe's layout and fills in the steps. */
export function materialize(language: Language, task: Task, text: string, mode: Mode, references: Record<string, string>): Program {
  const { source, endWitness, endStatus } = mode === 'default' ? withTestsEnd(language, task, text) : { source: text };
  const recipe = language.recipe;
  const n = task.id.slice(task.id.lastIndexOf('/') + 1);
  const main = fill(recipe.file, { N: n, module: task.module ?? n });
  const slash = main.lastIndexOf('/');
  const dir = slash === -1 ? '' : main.slice(0, slash);
  const file = main.slice(slash + 1);
  const stem = file.includes('.') ? file.slice(0, file.lastIndexOf('.')) : file;
  const vars = { file, stem, module: task.module ?? stem, canonical: task.canonical, answer: source };
  const timeoutMs = mode === 'paper' ? PAPER_TIMEOUT_MS : language.timeoutMs;
  const fillSteps = (templates: StepTemplate[]): Step[] =>
    templates.map((t) => ({
      name: t.name,
      argv: (mode === 'paper' && t.paperArgv ? t.paperArgv : t.argv).map((a) => fill(a, vars)),
      ignoreFailure: t.ignoreFailure,
      cwd: mode === 'paper' && t.paperCwd ? t.paperCwd : dir,
      timeoutMs,
      env: t.env,
      ...(t.shortcut && new RegExp(t.shortcut.when, 'm').test(source) ? { shortcut: t.shortcut.argv.map((a) => fill(a, vars)), ...(t.shortcut.stdout === undefined ? {} : { shortcutStdout: t.shortcut.stdout }) } : {}),
    }));
  const steps = fillSteps(recipe.steps);
  const files: ProgramFile[] = [];
  if (steps.length && language.pass.kind !== 'awk') files.push({ path: main, text: source });
  for (const f of recipe.projectFiles ?? []) files.push({ path: f.path, text: f.text });
  const assets: ProgramFile[] = [];
  if (recipe.assets && (mode === 'default' || recipe.assets.paper)) {
    const prefix = recipe.assets.reference + '/';
    for (const base of [recipe.assets.path, ...(recipe.assets.alsoAt ?? [])])
      for (const [k, text] of Object.entries(references))
        if (k.startsWith(prefix)) assets.push({ path: base + '/' + k.slice(prefix.length), text });
  }
  return {
    language: language.name,
    taskId: task.id,
    files,
    assets,
    steps,
    answer: steps.length ? undefined : source,
    source,
    ...(endWitness && steps.length ? { endWitness } : {}),
    ...(endStatus && steps.length ? { endStatus } : {}),
    ...(recipe.alternatives
      ? { alternatives: recipe.alternatives.map((a) => ({ tools: a.tools.map((t) => t.name), steps: fillSteps(a.steps), files: [...(a.projectFiles ?? []), ...(a.prefix && files.length ? [{ path: main, text: a.prefix + source }] : [])].map((f) => ({ path: f.path, text: f.text })) })) }
      : {}),
  };
}
