import { assemble, getLanguage, loadDataset } from './core/index.ts';
import { diskDataSource } from './cli/src/data-files.ts';
import { answerForm, type AnswerForm } from './test/fixtures/answer-forms.ts';
const [id, form] = process.argv.slice(2);
const l = getLanguage(id.slice(0, id.lastIndexOf('/')));
const ds = await loadDataset(diskDataSource(), { languages: [l], kinds: ['generation'] });
const t = ds.find(id, 'generation')!;
const a = assemble(l, t, answerForm(l, t, (form ?? 'A') as AnswerForm, ds.references), 'default', ds.references);
console.log(a.ok ? a.program.source : a);
