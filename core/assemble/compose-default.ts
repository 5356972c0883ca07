import { definitionPattern, dropDefinitions, findDefinitions } from '../extract/definitions.ts';
import type { Language } from '../languages/language.ts';
import type { Task } from '../types.ts';

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

function braceCount(s: string): number {
  let n = 0;
  for (const c of s) n += c === '{' ? 1 : c === '}' ? -1 : 0;
  return n;
}

/**
 * Default-mode assembly of extracted code with the task. A whole-function answer keeps its own code
 * (helpers, imports) and gets from the prompt only what it lacks (imports, includes, the wrapper the
 * test closes); definitions the test makes itself are dropped. A body-only answer continues the prompt.
 */
export function composeDefault(language: Language, task: Task, code: string): string {
  const rules = language.defaults;
  if (rules.wholeAnswer) return code;
  const def = task.entryPoint ? definitionPattern(rules, task.entryPoint) : undefined;
  if (!def || !def.test(code)) return task.prompt + '\n' + code + '\n' + task.test;

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
  const defLine = promptLines.findIndex((_, i) => def.exec(promptLines.slice(i).join('\n'))?.index === 0);
  const head = promptLines.slice(0, defLine === -1 ? Math.max(0, promptLines.length - 1) : defLine);
  const preamble = rules.preamble ? new RegExp(rules.preamble) : undefined;
  const have = collapse(body);
  const pre = preamble ? head.filter((l) => preamble.test(l) && !have.includes(collapse(l))) : [];
  let program = (pre.length ? pre.join('\n') + '\n' : '') + body;

  // The test closes what prompt + canonical leave open (Java's class): an answer that closes it too loses its last `}`.
  if (rules.blocks === 'braces') {
    const expected = braceCount(task.prompt + '\n' + task.canonical);
    let open = braceCount(program);
    while (open < expected && program.trimEnd().endsWith('}')) {
      const t = program.trimEnd();
      program = t.slice(0, -1);
      open++;
    }
  }
  return program + '\n' + task.test;
}
