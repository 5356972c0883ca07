/**
 * Writes model-output files (McEval's JSONL with raw_generation) whose answers are the canonical
 * solutions in the answer forms of shared/research/official-harness-measured.md §1:
 *   A: a ```<lang> fence holding prompt + "\n" + canonical (AWK: canonical; markup: the reference file)
 *   B: form A without the prompt's comment lines
 *   bare: only the function, without the prompt's comments and without a fence
 * Usage: tsx scripts/oracle-answers.ts --form A|B|bare [--task generation] [--languages a,b] --out DIR
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { LANGUAGES, getLanguage, loadDataset, referenceOf, type Language, type Task, type TaskKind } from '../core/index.ts';
import { diskDataSource } from '../cli/src/data-files.ts';

const { values } = parseArgs({ options: { form: { type: 'string' }, task: { type: 'string' }, languages: { type: 'string' }, out: { type: 'string' } } });
const form = values.form ?? 'A';
const kind = (values.task ?? 'generation') as TaskKind;
const languages = values.languages ? values.languages.split(',').map(getLanguage) : [...LANGUAGES];
const out = values.out ?? `out/oracle-${form}`;

/** Drops the prompt's comment lines: line comments and block comments (/* *\/, --[[ ]]--, {- -}, """ docstrings stay). */
export function stripPromptComments(language: Language, prompt: string): string {
  let text = prompt;
  if (language.defaults.lineComments.includes('//') || ['CPP', 'C', 'Java', 'JavaScript', 'TypeScript', 'PHP', 'Go', 'Rust', 'Kotlin', 'Scala', 'Swift', 'Dart', 'C#', 'Groovy'].includes(language.name))
    text = text.replace(/\/\*[\s\S]*?\*\//g, '');
  if (language.name === 'Lua') text = text.replace(/--\[\[[\s\S]*?\]\](?:--)?/g, '');
  if (language.name === 'Haskell') text = text.replace(/\{-[\s\S]*?-\}/g, '');
  const markers = language.defaults.lineComments;
  return text
    .split('\n')
    .filter((l) => !markers.some((m) => l.trim().startsWith(m) && !l.trim().startsWith('#!') && !l.trim().startsWith('#lang') && !l.trim().startsWith('#include')))
    .join('\n');
}

function answer(language: Language, task: Task, references: Record<string, string>): string {
  const tag = language.defaults.fenceTags[0];
  if (language.pass.kind === 'awk') return '```bash\n' + task.canonical + '\n```';
  if (language.defaults.wholeAnswer) return '```' + tag + '\n' + (referenceOf(language, task, references) ?? '') + '\n```';
  const prompt = form === 'A' ? task.prompt : stripPromptComments(language, task.prompt);
  const code = prompt + '\n' + task.canonical;
  return form === 'bare' ? code.trim() : '```' + tag + '\n' + code + '\n```';
}

const dataset = await loadDataset(diskDataSource(), { languages, kinds: [kind] });
mkdirSync(out, { recursive: true });
for (const language of languages) {
  const lines = dataset
    .all()
    .filter((t) => t.language === language.name && t.kind === kind)
    .map((t) => JSON.stringify({ task_id: t.id, raw_generation: [answer(language, t, dataset.references)] }));
  writeFileSync(join(out, `${kind}_${language.id}.jsonl`), lines.join('\n') + '\n');
}
console.log(`wrote form-${form} answers for ${languages.length} language(s) to ${out}`);
