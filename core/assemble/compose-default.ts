import { withoutBlockComments } from '../extract/block-comments.ts';
import { blockEnd, definitionPattern, dropDefinitions, dropEntry, findDefinitions, isCommentLine, lineStarts } from '../extract/definitions.ts';
import type { Language } from '../languages/language.ts';
import type { Task } from '../types.ts';

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * Open braces minus closed ones in the code of `s`: the registry's block comments and whole-line comments
 * do not count (a PowerShell prompt's help comment shows `@{order = …` with no `}`).
 */
function braceCount(s: string, rules: Language['defaults']): number {
  let n = 0;
  for (const line of withoutBlockComments(s, rules).split('\n')) {
    if (isCommentLine(line, rules.lineComments)) continue;
    for (const c of line) n += c === '{' ? 1 : c === '}' ? -1 : 0;
  }
  return n;
}

/**
 * Default-mode assembly of extracted code with the task. A whole-function answer keeps its own code
 * (helpers, imports) and gets from the prompt only what it lacks (imports, includes, the wrapper the
 * test closes); definitions the test makes itself are dropped, and so is the answer's own entry (its
 * demo or test runner and a top-level exit: `entryBlock`, `entryLine`). A body-only answer continues
 * the prompt.
 */
export function composeDefault(language: Language, task: Task, answerCode: string): string {
  const rules = language.defaults;
  if (rules.wholeAnswer) return answerCode;
  const code = dropEntry(answerCode, rules);
  const def = task.entryPoint ? definitionPattern(rules, task.entryPoint) : undefined;
  // A whole-function answer defines the entry point, or repeats the prompt's signature line
  // (some tasks' entry_point does not name the function: Elixir/15 says "quick" for quicksort).
  const signatureLine = collapse(task.signature.split('\n')[0] ?? '');
  const whole = (def !== undefined && def.test(code)) || (signatureLine.length > 3 && collapse(code).includes(signatureLine));
  if (language.testFirst) return composeTestFirst(language, task, code, whole);
  if (!whole) return task.prompt + '\n' + code + '\n' + task.test;

  const testNames = new Set(findDefinitions(task.test, rules).map((d) => d.name));
  testNames.delete(task.entryPoint);
  let body = dropDefinitions(code, testNames, rules);
  if (rules.preambleOverride) {
    const override = new RegExp(rules.preambleOverride);
    body = body
      .split('\n')
      .filter((l) => !override.test(l))
      .join('\n');
  }

  // The prompt's head: everything before the entry point's definition.
  const promptLines = task.prompt.split('\n');
  const promptStarts = lineStarts(promptLines);
  const promptMatcher = def?.matcher(task.prompt);
  const defLine = promptMatcher ? promptStarts.findIndex((offset) => promptMatcher.matchAt(offset) !== null) : -1;
  const head = promptLines.slice(0, defLine === -1 ? Math.max(0, promptLines.length - 1) : defLine);
  const preamble = rules.preamble ? new RegExp(rules.preamble) : undefined;
  const have = collapse(body);
  const pre = preamble ? head.filter((l) => preamble.test(l) && !have.includes(collapse(l))) : [];
  pre.push(...missingHeadDefinitions(language, head, body));
  let program = (pre.length ? pre.join('\n') + '\n' : '') + body;
  if (rules.closedByTest) program = closedByTest(program, head, rules.closedByTest, preamble);
  if (rules.wrapper) {
    const open = new RegExp(rules.wrapper.open);
    if (pre.some((l) => open.test(l))) program += '\n' + rules.wrapper.close;
  }

  // The test closes what prompt + canonical leave open (Java's class): an answer that closes it too loses its last `}`.
  if (rules.blocks === 'braces') program = dropExtraClosers(program, braceCount(task.prompt + '\n' + task.canonical, rules), rules);
  return program + '\n' + task.test;
}

/**
 * A block the prompt opens and the test closes (`closedByTest`): the program's own last closing line goes,
 * and where the program opens no such block, the prompt's opening line goes in after its leading
 * preamble lines (Visual Basic's `Imports` must come before the `Module`).
 */
function closedByTest(program: string, head: string[], rule: { open: string; close: string }, preamble: RegExp | undefined): string {
  const [open, close] = [new RegExp(rule.open), new RegExp(rule.close)];
  const lines = program.split('\n');
  const closing = lines.findLastIndex((l) => close.test(l));
  if (closing !== -1) lines.splice(closing, 1);
  const opener = head.find((l) => open.test(l));
  if (opener !== undefined && !lines.some((l) => open.test(l))) {
    let at = 0;
    while (at < lines.length && (!lines[at].trim() || preamble?.test(lines[at]))) at++;
    lines.splice(at, 0, opener);
  }
  return lines.join('\n');
}

/**
 * While the program has fewer open braces than `expected` and ends (before trailing whitespace) with
 * `}`, that `}` goes, with the whitespace after it. One backward pass: an answer of many `}` used to
 * be re-trimmed once per brace.
 */
function dropExtraClosers(program: string, expected: number, rules: Language['defaults']): string {
  let open = braceCount(program, rules);
  let end = program.length;
  let cut = -1;
  while (open < expected) {
    let t = end;
    while (t > 0 && /\s/.test(program[t - 1])) t--;
    if (t === 0 || program[t - 1] !== '}') break;
    end = cut = t - 1;
    open++;
  }
  return cut === -1 ? program : program.slice(0, cut);
}

/** Program units of the answer (Fortran functions and subroutines), in order. */
function programUnits(code: string, units: { start: string; end: string }): string[] {
  const start = new RegExp(units.start, 'i');
  const end = new RegExp(units.end, 'i');
  const lines = code.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!start.test(lines[i]) || end.test(lines[i])) continue;
    let j = i + 1;
    while (j < lines.length && !end.test(lines[j])) j++;
    out.push(lines.slice(i, j + 1).join('\n'));
    i = j;
  }
  return out;
}

/**
 * The test is the main program (Fortran: `program X ... contains`): the answer's units go after it,
 * then the canonical solution's own closing line (`end program X`).
 */
function composeTestFirst(language: Language, task: Task, code: string, whole: boolean): string {
  const closing = task.canonical.trimEnd().split('\n').pop() ?? '';
  if (!whole) return task.test + '\n' + task.prompt + '\n' + code + '\n' + closing;
  const units = language.defaults.units ? programUnits(code, language.defaults.units) : [code];
  return task.test + '\n' + units.join('\n\n') + '\n' + closing;
}

/** Definitions of the prompt's head (registry `headDefinition`) that the answer does not make itself. */
function missingHeadDefinitions(language: Language, head: string[], body: string): string[] {
  const rules = language.defaults;
  if (!rules.headDefinition) return [];
  const pattern = new RegExp(rules.headDefinition);
  const preamble = rules.preamble ? new RegExp(rules.preamble) : undefined;
  const out: string[] = [];
  for (let i = 0; i < head.length; i++) {
    const m = pattern.exec(head[i]);
    if (!m) continue;
    // A definition without a block of its own (Scala's one-line `case class`) ends before the next
    // preamble line (the `object` its block would otherwise run into).
    let end = Math.min(head.length - 1, blockEnd(head, i, rules.blocks, rules.lineComments, m[1]));
    const next = preamble ? head.findIndex((l, k) => k > i && k <= end && preamble.test(l)) : -1;
    if (next !== -1) for (end = next - 1; end > i && !head[end].trim(); end--);
    const own = new RegExp(rules.headDefinition.replace(/\(\\w\+\)/, m[1]), 'm');
    if (!own.test(body)) out.push(...head.slice(i, end + 1));
    i = end;
  }
  return out;
}
