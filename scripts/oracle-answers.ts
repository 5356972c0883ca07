/**
 * Writes model-output files (McEval's JSONL with raw_generation) whose answers are the canonical
 * solutions in answer form A, B or bare (test/fixtures/answer-forms.ts), for checking the extractors:
 *   tsx scripts/oracle-answers.ts --form A|B|bare [--task generation] [--languages a,b] --out DIR
 *   npx mcjudge evaluate --mode paper --samples DIR --out out/paper-A
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { LANGUAGES, getLanguage, loadDataset, type TaskKind } from '../core/index.ts';
import { diskDataSource } from '../server/index.ts';
import { answerForm, type AnswerForm } from '../test/fixtures/answer-forms.ts';

const { values } = parseArgs({ options: { form: { type: 'string' }, task: { type: 'string' }, languages: { type: 'string' }, out: { type: 'string' } } });
const form = (values.form ?? 'A') as AnswerForm;
if (!['A', 'B', 'bare'].includes(form)) throw new Error(`--form must be A, B or bare`);
const kind = (values.task ?? 'generation') as TaskKind;
const languages = values.languages ? values.languages.split(',').map(getLanguage) : [...LANGUAGES];
const out = values.out ?? `out/oracle-${form}`;

const dataset = await loadDataset(diskDataSource(), { languages, kinds: [kind] });
mkdirSync(out, { recursive: true });
for (const language of languages) {
  const lines = dataset
    .all()
    .filter((t) => t.language === language.name && t.kind === kind)
    .map((t) => JSON.stringify({ task_id: t.id, raw_generation: [answerForm(language, t, form, dataset.references)] }));
  writeFileSync(join(out, `${kind}_${language.id}.jsonl`), lines.join('\n') + '\n');
}
console.log(`wrote form-${form} answers for ${languages.length} language(s) to ${out}`);
