import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assemble, evaluateGeneration, getLanguage, judge, loadDataset, PAPER_TIMEOUT_MS, type ExecResult, type Language, type StepResult, type Task } from '../../core/index.ts';
import { diskDataSource, NativeExecutor } from '../../server/index.ts';
import { answerForm, type AnswerForm } from '../fixtures/answer-forms.ts';

/**
 * Paper mode for C#, F#, Visual Basic and PowerShell follows the official harness
 * (docs/harness/dotnet-powershell.md): the official extractor's program text goes into the file the harness
 * writes, inside the official project; the program is compiled and run as `dotnet run` does (a Debug
 * build, so Debug.Assert is live) or with `pwsh N.ps1`; the exit status alone is the verdict. The
 * extractor vectors (test/fixtures/official-extractor-vectors.jsonl, produced by running the official
 * extractors unmodified) are run here on the toolchains for the first time: each passes as written, and
 * fails once its test expects a wrong value.
 */
interface Vector {
  id: string;
  lang: string;
  item: { task_id: string; entry_point: string; signature: string; prompt: string; test: string };
  answer: string;
  program: string;
}

const vectors = readFileSync(new URL('../fixtures/official-extractor-vectors.jsonl', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l) as Vector);
const vector = (id: string) => vectors.find((v) => v.id === id)!;

function taskOf(v: Vector, test = v.item.test): Task {
  return {
    id: v.item.task_id,
    language: v.lang,
    kind: 'generation',
    number: v.item.task_id.split('/')[1],
    prompt: v.item.prompt,
    instruction: '',
    canonical: '',
    test,
    entryPoint: v.item.entry_point,
    signature: v.item.signature,
  };
}

/**
 * Per language: its vector, the file the official harness writes, the official project (the properties
 * and items of MCEVAL/McEval's data/<lang>/<project> at 09dec12, docs/harness/dotnet-powershell.md#the-official-projects), and
 * the test's expectation made wrong (a program that must fail).
 */
const CASES: {
  language: string;
  vector: string;
  file: string;
  project?: { path: string; properties: Record<string, string>; compile: string[] };
  wrong: [string, string];
}[] = [
  {
    language: 'C#',
    vector: 'V15',
    file: 'Program.cs',
    project: { path: 'MyConsoleApp.csproj', properties: { OutputType: 'Exe', TargetFramework: 'net8.0', ImplicitUsings: 'enable', Nullable: 'enable' }, compile: [] },
    wrong: ['Add(1, 2) == 3', 'Add(1, 2) == 4'],
  },
  {
    language: 'F#',
    vector: 'V47',
    file: 'Program.fs',
    project: { path: 'MyFsharpApp.fsproj', properties: { OutputType: 'Exe', TargetFramework: 'net8.0' }, compile: ['Program.fs'] },
    wrong: ['add 1 2 <> 3', 'add 1 2 <> 4'],
  },
  {
    language: 'Visual Basic',
    vector: 'V46',
    file: 'Program.vb',
    project: { path: 'APP.vbproj', properties: { OutputType: 'Exe', RootNamespace: 'APP', TargetFramework: 'net8.0' }, compile: [] },
    wrong: ['Add(1, 2) = 3', 'Add(1, 2) = 4'],
  },
  { language: 'PowerShell', vector: 'V52', file: '900.ps1', wrong: ['(Add-Numbers 1 2) -ne 3', '(Add-Numbers 1 2) -ne 4'] },
];

/** The property names and values of a project file's PropertyGroups, and its Compile items. */
function projectOf(xml: string): { properties: Record<string, string>; compile: string[] } {
  const properties: Record<string, string> = {};
  for (const group of xml.matchAll(/<PropertyGroup>([\s\S]*?)<\/PropertyGroup>/g))
    for (const p of group[1].matchAll(/<(\w+)>([^<]*)<\/\1>/g)) properties[p[1]] = p[2];
  return { properties, compile: [...xml.matchAll(/<Compile Include="([^"]+)"/g)].map((m) => m[1]) };
}

function paperProgram(language: Language, v: Vector, test?: string) {
  const assembly = assemble(language, taskOf(v, test), v.answer, 'paper', {});
  if (!assembly.ok) throw new Error(assembly.reason);
  return assembly.program;
}

const step = (exitCode: number, stdout = '', stderr = ''): StepResult => ({
  name: 'run',
  exitCode,
  signal: null,
  stdout,
  stderr,
  timedOut: false,
  memoryExceeded: false,
  truncated: false,
  wallMs: 5,
});
const ran = (s: StepResult): ExecResult => ({ steps: [s], runtime: { id: 'native', version: 'test' }, wallMs: 5 });

const executor = new NativeExecutor();

describe('paper mode follows the official harness for C#, F#, Visual Basic and PowerShell', () => {
  for (const c of CASES) {
    const language = getLanguage(c.language);
    const v = vector(c.vector);

    it(`${c.language}: the official extractor's program (${c.vector}) is the text of ${c.file}, byte for byte`, () => {
      const program = paperProgram(language, v);
      expect(program.files[0]).toEqual({ path: c.file, text: v.program });
    });

    if (c.project) {
      const project = c.project;
      it(`${c.language}: the program sits in the official project ${project.path} and nothing else`, () => {
        const program = paperProgram(language, v);
        expect(program.files.map((f) => f.path)).toEqual([c.file, project.path]);
        expect(projectOf(program.files[1].text)).toEqual({ properties: project.properties, compile: project.compile });
        expect(program.files[1].text).toMatch(/^<Project Sdk="Microsoft\.NET\.Sdk">/);
      });

      it(`${c.language}: it is compiled once and run as \`dotnet run\` runs it (dotnet ${project.path.replace(/\.\w+$/, '')}.dll), each process capped at 15 s`, () => {
        const program = paperProgram(language, v);
        expect(program.steps.map((s) => s.name)).toEqual(['compile', 'run']);
        expect(program.steps[1].argv).toEqual(['dotnet', `${project.path.replace(/\.\w+$/, '')}.dll`]);
        for (const s of program.steps) expect(s.timeoutMs).toBe(PAPER_TIMEOUT_MS);
      });
    } else {
      it(`${c.language}: \`pwsh ${c.file}\` alone, no project, capped at 15 s`, () => {
        const program = paperProgram(language, v);
        expect(program.files.map((f) => f.path)).toEqual([c.file]);
        expect(program.steps).toHaveLength(1);
        // `pwsh FILE` runs FILE as -File does; -NoProfile only skips a profile no sandbox has.
        expect(program.steps[0].argv).toEqual(['pwsh', '-NoProfile', '-File', c.file]);
        expect(program.steps[0].timeoutMs).toBe(PAPER_TIMEOUT_MS);
      });
    }

    it(`${c.language}: the exit status alone is the verdict (0 passes whatever the output says; any other fails)`, () => {
      const program = paperProgram(language, v);
      expect(language.pass).toEqual({ kind: 'exit' });
      const verdict = (s: StepResult) => judge({ language, program, result: ran(s), mode: 'paper' }).status;
      expect(verdict(step(0, 'Test failed\n', 'Assertion failed. failed FAILURE'))).toBe('passed');
      expect(verdict(step(1))).toBe('failed');
      expect(verdict({ ...step(134), signal: 'SIGABRT', exitCode: null })).toBe('failed');
    });

    it(`${c.language}: ${c.vector} passes on the toolchain, and fails when its test expects a wrong value`, { timeout: 180_000 }, async (ctx) => {
      const missing = await executor.unavailableReason(language);
      if (missing) ctx.skip(missing);
      const run = (test?: string) =>
        evaluateGeneration({ references: {}, executor, mode: 'paper', cache: new Map() }, language, taskOf(v, test), 0, v.answer);
      const right = await run();
      expect(right.status, right.detail).toBe('passed');
      expect(v.item.test).toContain(c.wrong[0]);
      const wrong = await run(v.item.test.replace(c.wrong[0], c.wrong[1]));
      expect(wrong.status, wrong.detail).toBe('failed');
    });
  }
});

/**
 * The official extractors run on the real tasks: every C#, F#, Visual Basic and PowerShell generation
 * task's canonical solution, written as answers of forms A, B and bare, through MCEVAL/McEval's own
 * extractors (test/fixtures/official-dotnet-powershell-forms.json, its provenance inside).
 */
describe('paper mode writes the official program text for every real task of these four languages', () => {
  const fixture = JSON.parse(readFileSync(new URL('../fixtures/official-dotnet-powershell-forms.json', import.meta.url), 'utf8')) as {
    dataset_sha256: string;
    programs: { task_id: string; form: AnswerForm; program_sha256: string; program_chars: number; fallback_1234?: true }[];
  };

  it('600 programs (200 tasks, 3 answer forms), the same text byte for byte (sha256)', async () => {
    const languages = CASES.map((c) => getLanguage(c.language));
    const dataset = await loadDataset(diskDataSource(), { languages, kinds: ['generation'] });
    expect(dataset.sha256, 'the fixture was made from this dataset').toBe(fixture.dataset_sha256);
    expect(fixture.programs).toHaveLength(600);
    const differ: string[] = [];
    for (const want of fixture.programs) {
      const task = dataset.find(want.task_id, 'generation')!;
      const language = getLanguage(task.language);
      const assembly = assemble(language, task, answerForm(language, task, want.form, dataset.references), 'paper', dataset.references);
      if (!assembly.ok) throw new Error(assembly.reason);
      const text = assembly.program.files[0].text;
      if (createHash('sha256').update(text).digest('hex') !== want.program_sha256) differ.push(`${want.task_id} form ${want.form}`);
    }
    expect(differ).toEqual([]);
  });
});
